import PantrixTestSupport
import Foundation
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// A signed-in recipe page marks its lines from the cook's pantry as it is now, though pantries
/// are kept between pages (PantryCache).
@Suite struct PantryCachePagesTests {
    @Test func aPantryEditShowsOnTheNextRecipePage() async throws {
        let db = try AppDatabase.inMemory()
        let omelette = try await db.addRecipe(PreparedRecipe(RecipeDraft(
            title: "Omelette", category: "breakfast", servings: 1, ingredients: ["3 large eggs", "1 tbsp butter"], steps: ["Cook."])), origin: .seed)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var cook = Browser(client)
            try await cook.register("cook")
            var other = Browser(client)
            try await other.register("other")
            let before = try await cook.get("/recipes/\(omelette)")
            #expect(before.contains(#"pantry-missing"><span aria-hidden="true">✗</span> missing"#) && !before.contains("pantry-have"))

            let added = try await cook.post("/pantry/items", ["lines": "6 eggs\n250 g butter"], csrfFrom: "/pantry")
            #expect(added.status == .seeOther)
            let after = try await cook.get("/recipes/\(omelette)")
            #expect(after.contains("You have 2 of 2"), "both lines marked as had on the next load")
            #expect(!after.contains("pantry-missing"))
            let others = try await other.get("/recipes/\(omelette)")
            #expect(!others.contains("pantry-have"), "another cook's page shows their own (empty) pantry")
        }
    }
}
