import PantrixTestSupport
import Foundation
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import RecipeLD
import Testing
@testable import PantrixWeb

/// What an import may store and how often a person may import or report.
@Suite struct ImportLimitsTests {
    private static func paste(_ text: String, _ browser: inout Browser, csrf: String) async throws -> Page {
        let upload = ImportExportTests.multipart([("_csrf", nil, csrf), ("pasted", nil, text)])
        return try await browser.send("/recipes/import", method: .post, body: upload.body, contentType: upload.contentType)
    }

    private static func recipe(_ name: String, _ extra: String = "") -> String {
        #"{"@type":"Recipe","name":"\#(name)","recipeIngredient":["1 egg"]\#(extra)}"#
    }

    @Test func anImportIsCutToTheEditorsLimitsAndSaysWhat() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("importer")
            let csrf = try #require(try await browser.get("/recipes/import").csrf)
            let steps = (1...20_000).map { "\"Stir \($0).\"" }.joined(separator: ",")
            let lines = (1...300).map { "\"\($0) g flour\"" }.joined(separator: ",")
            let long = #","recipeIngredient":[\#(lines)],"recipeInstructions":[\#(steps)],"description":"\#(String(repeating: "d", count: 5_000))","url":"javascript:alert(1)""#
            let page = try await Self.paste(#"{"@type":"Recipe","name":"Huge""# + long + "}", &browser, csrf: csrf)
            #expect(page.status == .ok)
            #expect(page.contains("shortened the description to \(RecipeLimits.descriptionCharacters) characters"))
            #expect(page.contains("kept the first \(RecipeLimits.ingredientLines) of 300 ingredient lines"))
            #expect(page.contains("kept the first \(RecipeLimits.steps) of 20000 steps"))
            let link = try #require(page.text.firstMatch(of: /href="\/recipes\/(\d+)"/))
            let id = try #require(Int64(link.1))
            let detail = try await db.recipeDetail(id: id, viewerID: nil)
            #expect(detail.steps.count == RecipeLimits.steps && detail.ingredients.count == RecipeLimits.ingredientLines)
            #expect(detail.recipe.description.count == RecipeLimits.descriptionCharacters)
            let export = try await browser.get("/recipes/\(id).json")
            #expect(export.status == .ok && !export.contains("javascript"), "a script address is neither kept nor exported")
        }
    }

    @Test func theEditorsFieldsCarryTheSameLimits() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("writer")
            let page = try await browser.get("/recipes/new")
            #expect(page.contains(#"name="title" type="text" maxlength="\#(RecipeLimits.titleCharacters)""#))
            #expect(page.contains(#"name="description" rows="2" maxlength="\#(RecipeLimits.descriptionCharacters)""#))
            #expect(page.contains(#"name="servings" type="number" inputmode="numeric" min="1" max="\#(RecipeLimits.servings.upperBound)""#))
            #expect(page.contains(#"name="prep" type="number" inputmode="numeric" min="0" max="\#(RecipeLimits.minutes.upperBound)""#))
        }
    }

    @Test func aGraphOfManyRecipesImportsTheFirstFifty() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("importer")
            let csrf = try #require(try await browser.get("/recipes/import").csrf)
            let graph = #"{"@graph":["# + (1...60).map { Self.recipe("R\($0)") }.joined(separator: ",") + "]}"
            let page = try await Self.paste(graph, &browser, csrf: csrf)
            #expect(page.contains("Imported \(ImportBudget.maxRecipes) recipes"))
            #expect(page.contains("The file holds 60 recipes; the first 50 were read, 10 skipped."))
        }
    }

    @Test func filesAndPastedTextCountTowardsOneImportLimit() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("importer")
            let csrf = try #require(try await browser.get("/recipes/import").csrf)
            for round in 1...20 {
                let page = try await Self.paste(round.isMultiple(of: 2) ? Self.recipe("Soup \(round)") : "not json", &browser, csrf: csrf)
                #expect(page.status != .tooManyRequests, "import \(round)")
            }
            let limited = try await Self.paste(Self.recipe("One more"), &browser, csrf: csrf)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.contains("You&#39;ve imported a lot in a short time. Please wait 10 minutes and try again."))
            #expect(limited.contains("One more"), "the pasted text stays in the form")
            #expect((540...600).contains(Int(limited.headers[.retryAfter] ?? "") ?? 0))
        }
    }

    @Test func reportsAreLimitedPerPerson() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("reporter")
            let csrf = try #require(try await browser.get("/recipes/import").csrf)
            for round in 1...20 {
                let sent = try await browser.post("/report/recipe/\(round)", ["reason": "spam"], csrf: csrf)
                #expect(sent.status != .tooManyRequests, "report \(round)")
            }
            let limited = try await browser.post("/report/recipe/1", ["reason": "spam"], csrf: csrf)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.contains("Please wait 10 minutes") && (540...600).contains(Int(limited.headers[.retryAfter] ?? "") ?? 0))
        }
    }
}
