import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// The kitchen as its pages show it: the basics checklist, what to buy next, and the recipe
/// page answering "can I make this?" for the servings chosen.
@Suite struct KitchenPagesTests {
    @Test func theBasicsAreOfferedOnceAndWhatToBuyNextIsOneTap() async throws {
        let db = try AppDatabase.inMemory()
        for (title, lines) in [("Pancakes", ["2 eggs", "250 ml milk", "150 g flour"]), ("Batter", ["250 ml milk", "100 g flour"])] {
            _ = try await db.addRecipe(PreparedRecipe(RecipeDraft(title: title, category: "breakfast", servings: 2, ingredients: lines, steps: ["Cook."])), origin: .seed)
        }
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("cook")
            let pantry = try await browser.get("/pantry")
            #expect(pantry.contains("What does your kitchen keep?"))
            #expect(pantry.contains(#"name="basic-0" value="1" checked"#), "the common basics are ticked")
            _ = try await browser.post("/pantry/items", ["lines": "6 eggs\nmilk"], csrf: pantry.csrf)
            let cook = try await browser.get("/cook")
            #expect(cook.contains("Tick the basics you keep"), "offered on cook now too (a line to the pantry's checklist), until answered")
            #expect(cook.contains("all-purpose flour → 2 more recipes"))
            let added = try await browser.post("/groceries", ["item": "all-purpose flour", "back": "/cook"], csrf: cook.csrf)
            #expect(added.location == "/cook")
            #expect(try await browser.get("/groceries").contains(#"<span class="grocery-name">all-purpose flour</span>"#))
            let answered = try await browser.post("/pantry/basics", ["answer": "skip", "back": "/cook"], csrf: cook.csrf)
            #expect(answered.location == "/cook")
            #expect(try await !browser.get("/cook").contains("Tick the basics you keep"), "not now is not asked again")
            #expect(try await !browser.get("/pantry").contains("What does your kitchen keep?"))
        }
    }

    @Test func theRecipePageMarksEachLineForTheServingsShown() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await db.addRecipe(PreparedRecipe(RecipeDraft(
            title: "Omelette", category: "breakfast", servings: 2, ingredients: ["3 eggs", "20 g butter", "50 g parmesan"], steps: ["Cook."])), origin: .seed)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("cook")
            _ = try await browser.post("/pantry/items", ["lines": "4 eggs\n250 g butter"], csrfFrom: "/pantry")
            let page = try await browser.get("/recipes/\(id)")
            #expect(page.contains("You have 2 of 3 — 1 missing"))
            #expect(page.contains(#"<span aria-hidden="true">✓</span> have · your eggs"#))
            #expect(page.contains(#"<span aria-hidden="true">✗</span> missing"#))
            #expect(page.contains("Add missing to grocery list"))
            let doubled = try await browser.get("/recipes/\(id)?servings=4")
            #expect(doubled.contains("You have 1 of 3 — 1 not enough, 1 missing"), "six eggs needed, four at home")
            #expect(doubled.contains("not enough · need 6 eggs — you have 4"))
            _ = try await browser.post("/groceries/add-missing", ["recipeId": String(id), "servings": "4", "back": "/recipes/\(id)"], csrf: doubled.csrf)
            let list = try await browser.get("/groceries")
            #expect(list.contains(#"<span class="grocery-name">eggs</span> <span class="grocery-amount">2</span>"#), "the shortfall: two eggs")
        }
    }
}
