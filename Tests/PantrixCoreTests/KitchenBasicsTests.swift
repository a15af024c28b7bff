import Foundation
import Testing
@testable import PantrixCore

/// The kitchen-basics checklist and "what to buy next": a pantry typed in as fresh food still
/// cooks what a kitchen with a spice rack cooks.
@Suite struct KitchenBasicsTests {
    static let everydayPantry = [
        "eggs", "milk", "butter", "onions", "garlic", "rice", "pasta", "canned tomatoes", "chicken breast", "cheddar",
        "olive oil", "flour", "sugar", "potatoes", "carrots", "lemon",
    ]

    @Test func everyBasicIsAFoodAndTheCommonOnesAreTicked() {
        let unmatched = KitchenBasics.all.filter { PantryEntry(text: $0.name)?.foodID == nil }.map(\.name)
        #expect(unmatched.isEmpty, "no food for: \(unmatched)")
        let keys = KitchenBasics.all.compactMap { PantryEntry(text: $0.name)?.ingredientKey }
        #expect(Set(keys).count == keys.count, "two basics are one food")
        #expect((40...60).contains(KitchenBasics.all.count))
        #expect((25...35).contains(KitchenBasics.all.filter(\.common).count))
        #expect(Set(KitchenBasics.all.map(\.group)) == Set(KitchenBasics.groups))
    }

    static func makeNow(_ db: AppDatabase, _ user: Int64) async throws -> Int {
        var query = CookNowQuery()
        query.maxMissing = 0
        return try await db.cookNow(userID: user, query: query).total
    }

    @Test func acceptedBasicsBecomeStaplesAndMoreCanBeMadeNow() async throws {
        let (db, user, _) = try await PantryScenarioTests.setUp()
        try await db.loadSeedCatalogueIfNeeded()
        try await db.addPantryItems(userID: user, lines: Self.everydayPantry)
        #expect(try await db.kitchenBasicsPending(userID: user))
        let before = try await Self.makeNow(db, user)
        try await db.answerKitchenBasics(userID: user, taking: KitchenBasics.all.filter(\.common).map(\.name))
        #expect(try await !db.kitchenBasicsPending(userID: user), "asked once")
        let staples = try await db.staples(userID: user).map(\.name)
        #expect(staples.contains("baking powder") && staples.contains("salt"), "\(staples)")
        let after = try await Self.makeNow(db, user)
        #expect(after > before, "with basics \(after), without \(before)")
        var query = CookNowQuery()
        query.limit = 400
        let cards = try await db.cookNow(userID: user, query: query).cards
        #expect(cards.contains { $0.assumes.contains { $0.contains("baking powder") } }, "a card says it assumes the baking powder")
        #expect(!cards.contains { $0.assumes.contains("salt") }, "salt goes without saying")
    }

    @Test func notNowIsAnAnswerToo() async throws {
        let (db, user, _) = try await PantryScenarioTests.setUp()
        let before = try await db.staples(userID: user)
        try await db.answerKitchenBasics(userID: user, taking: [])
        #expect(try await !db.kitchenBasicsPending(userID: user))
        #expect(try await db.staples(userID: user) == before)
    }

    @Test func whatToBuyNextCountsTheRecipesOneFoodAway() async throws {
        let (db, user, _) = try await PantryScenarioTests.setUp([
            ("Pancakes", ["2 eggs", "250 ml milk", "150 g flour"]), ("Batter", ["250 ml milk", "100 g flour"]),
            ("Custard", ["3 eggs", "500 ml milk", "50 g sugar"]), ("Crepes", ["2 eggs", "250 ml milk", "100 g flour", "30 g butter"]),
            ("Boiled egg", ["1 egg"]),
        ])
        try await db.addPantryItems(userID: user, lines: ["6 eggs", "milk"])
        let page = try await db.cookNow(userID: user, query: CookNowQuery())
        #expect(page.nextBuys.first?.name == "all-purpose flour" && page.nextBuys.first?.unlocks == 2, "\(page.nextBuys)")
        #expect(page.nextBuys.contains { $0.name == "sugar" && $0.unlocks == 1 })
        #expect(!page.nextBuys.contains { $0.name == "butter" }, "crepes lack two things")
        // One tap puts it on the list, as the same food.
        try await db.addGrocery(text: try #require(page.nextBuys.first?.name), userID: user)
        #expect(try await db.groceryList(userID: user).entries.map(\.item.ingredientKey) == ["all-purpose flour"])
    }
}
