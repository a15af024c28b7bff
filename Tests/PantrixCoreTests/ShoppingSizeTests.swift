import Foundation
import Testing
@testable import PantrixCore

/// The grocery list asks for what shops sell, and the pantry gets what was bought.
@Suite struct ShoppingSizeTests {
    static func listed(_ lines: [String]) async throws -> (AppDatabase, Int64, [String: GroceryItem]) {
        let (db, user, _) = try await PantryScenarioTests.setUp()
        for line in lines { try await db.addGrocery(text: line, userID: user) }
        let items = try await db.groceryList(userID: user).entries.map(\.item)
        return (db, user, Dictionary(uniqueKeysWithValues: items.map { ($0.ingredientKey, $0) }))
    }

    @Test func spoonfulsBecomePacksAndWeightsRoundUpToWhatIsSold() async throws {
        let (_, _, items) = try await Self.listed([
            "1 ½ tsp baking powder", "957.2 g waxy potatoes", "340 g chicken breast", "½ cup chopped parsley", "1 cup milk",
            "3 tbsp olive oil", "⅔ tsp cornstarch",
        ])
        #expect(items["baking powder"]?.amountText == "1 tin (200 g)")
        #expect(items["potato"]?.amountText == "1 kg", "\(String(describing: items["potato"]?.amountText))")
        #expect(items["chicken breast"]?.amountText == "400 g")
        #expect(items["parsley"]?.amountText?.contains("bunch") == true, "\(String(describing: items["parsley"]?.amountText))")
        #expect(items["milk"]?.amountText == "250 ml")
        #expect(items["olive oil"]?.amountText == "1 bottle (500 ml)")
        #expect(items["cornstarch"]?.amountText == "1 box (400 g)")
    }

    @Test func boughtBakingPowderIsATinInThePantryAndCoversTheScones() async throws {
        let (db, user, _) = try await PantryScenarioTests.setUp([("Scones", ["1 tbsp baking powder", "250 g flour", "60 g butter"])])
        try await db.addPantryItems(userID: user, lines: ["1 kg flour", "250 g butter"])
        try await db.addGrocery(text: "1 ½ tsp baking powder", userID: user)
        let item = try #require(try await db.groceryList(userID: user).entries.first?.item)
        try await db.setGroceryChecked(id: try #require(item.id), userID: user, checked: true)
        try await db.moveCheckedGroceriesToPantry(userID: user)
        #expect(try await PantryScenarioTests.item(db, user, "baking powder").text == "200 g baking powder", "the tin, not 7 ml")
        let scones = try await PantryScenarioTests.card(db, user, "Scones")
        #expect(scones.missing.isEmpty && scones.notEnough.isEmpty, "\(scones.missing) \(scones.notEnough)")
    }
}
