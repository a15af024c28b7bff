import Foundation
import Testing
@testable import PantrixWeb

/// Lines whose food SR21 lacks say what their figures are estimated from, and a line made by
/// another part of the recipe points there instead of reading as "not recognised".
@Suite struct StandInPagesTests {
    static let lines = "2 tsp garam masala\n1 batch pizza dough (see above)\n1 cup whole milk"

    @Test func theNutritionCalculatorSaysEstimatedFromAndSeeAbove() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.post("/nutrition", ["ingredients": Self.lines, "servings": "2"], csrfFrom: "/nutrition")
            #expect(page.status == .ok)
            #expect(page.contains("estimated from Spices, curry powder"))
            #expect(page.contains("see the recipe above"))
            #expect(!page.contains("matched no food"), "a sub-recipe is not an unrecognised line")
            #expect(page.contains("Milk, whole, 3.25% milkfat") && page.text.components(separatedBy: "estimated from").count == 2)
        }
    }

    @Test func theRecipePageSaysEstimatedFromAndSeeAbove() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("masalafan")
            var form = RecipeEditorTests.soup
            form["ingredients"] = Self.lines
            let saved = try await browser.post("/recipes/new", form, csrfFrom: "/recipes/new")
            let location = try #require(saved.recipePath)
            let page = try await browser.get(location)
            #expect(page.contains("Estimated from <a href=\"/foods/02015\">Spices, curry powder</a>"))
            #expect(page.contains("Counted as <a href=\"/foods/01077\">Milk, whole, 3.25% milkfat</a>"))
            #expect(page.contains("Made in this recipe: see the recipe above"))
            let scaled = try await browser.get(location + "?servings=8")
            #expect(scaled.contains("Estimated from <a href=\"/foods/02015\">"), "scaled lines keep the note")
        }
    }
}
