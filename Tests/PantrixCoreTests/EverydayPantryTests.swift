import Foundation
import Testing
@testable import PantrixCore

/// The seed catalogue against the kitchens people have: a basic pantry must cook a real spread
/// of dishes from what it holds, not a handful.
@Suite struct EverydayPantryTests {
    /// The foods most kitchens keep, then the cupboard basics (issue 29's ordinary pantry).
    static let ordinaryPantry = [
        "12 eggs", "2 litres milk", "250 g butter", "1 kg onions", "garlic", "1 kg rice", "1 kg pasta",
        "4 cans chopped tomatoes", "1 kg chicken breast", "400 g cheddar cheese", "olive oil", "2 kg flour",
        "1 kg sugar", "2 kg potatoes", "1 kg carrots", "3 lemons",
        "vegetable oil", "white vinegar", "baking powder", "baking soda", "dried yeast", "vanilla extract",
        "dried oregano", "dried thyme", "dried basil", "ground cinnamon", "ground cumin", "paprika", "chili powder",
        "curry powder", "ground nutmeg", "bay leaves", "soy sauce", "Dijon mustard", "ketchup", "mayonnaise", "honey",
        "stock cubes", "tomato paste", "cornstarch", "cocoa powder",
    ]

    @Test func anOrdinaryPantryCooksARealSpreadOfTheCatalogue() async throws {
        let (db, user, _) = try await PantryScenarioTests.setUp()
        try await db.loadSeedCatalogueIfNeeded()
        try await db.addPantryItems(userID: user, lines: Self.ordinaryPantry)
        var query = CookNowQuery()
        query.maxMissing = 0
        query.limit = 300
        let page = try await db.cookNow(userID: user, query: query)
        let cards = page.cards.map(\.card)
        let titles = cards.map(\.title).sorted()
        // Three dishes before the everyday recipes came in; 38 when written.
        #expect(page.total >= 30, "\(page.total) recipes to cook now: \(titles)")
        #expect(Set(cards.map(\.category)).count >= 6, "breakfasts, dinners, sides, baking and more: \(titles)")
        for dish in ["Everyday Fluffy Pancakes", "Sticky Honey Garlic Chicken", "Creamy Mashed Potatoes", "Fudgy Cocoa Brownies"] {
            #expect(titles.contains(dish), "\(dish) needs nothing an ordinary pantry lacks")
        }
    }
}
