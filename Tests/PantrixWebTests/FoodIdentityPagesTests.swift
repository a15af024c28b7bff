import PantrixTestSupport
import Foundation
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// What a cook reads on the pantry, cook-now and "I cooked this" pages when families and counts decide.
@Suite struct FoodIdentityPagesTests {
    @Test func pagesNameStandInsCountItemsAndLeaveUnknownLinesOut() async throws {
        let db = try AppDatabase.inMemory()
        func add(_ title: String, _ lines: [String]) async throws -> Int64 {
            let draft = RecipeDraft(title: title, category: "breakfast", servings: 2, ingredients: lines, steps: ["Cook."])
            return try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        let frittata = try await add("Milky Frittata", ["3 large eggs", "100 ml skim milk", "1 tsp zorblax powder"])
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var cook = Browser(client)
            try await cook.register("eggcounter")
            _ = try await cook.post("/pantry/items", ["lines": "6 eggs\n1 litre milk"], csrfFrom: "/pantry")
            _ = try await cook.post("/pantry/items", ["lines": "6 large eggs"], csrfFrom: "/pantry")
            let pantry = try await cook.get("/pantry")
            #expect(pantry.contains("12 eggs"), "6 + 6 eggs")

            let cookNow = try await cook.get("/cook")
            #expect(cookNow.contains("You have 2 of 2"), "the unrecognised line counts neither way")
            #expect(cookNow.contains("ready to cook"))
            #expect(cookNow.contains("using your milk for skim milk"))
            #expect(cookNow.contains("not recognised: zorblax powder"))
            #expect(!cookNow.contains("missing: zorblax"))

            let recipe = try await cook.get("/recipes/\(frittata)")
            #expect(recipe.contains("have · using your milk</span>"), "the skim milk line names the stand-in")

            let confirm = try await cook.get("/recipes/\(frittata)/cooked")
            #expect(confirm.contains("Uses 3 of your 12 eggs — 9 left"))
            #expect(confirm.contains("Uses 100 ml of your milk — 900 ml left (for the skim milk)"))
            _ = try await cook.post("/recipes/\(frittata)/cooked", ["servings": "2"], csrf: confirm.csrf)
            let after = try await cook.get("/pantry")
            #expect(after.contains("9 eggs") && after.contains("900 ml milk"))
        }
    }
}
