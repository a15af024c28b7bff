import Testing
@testable import FoodKit

/// Every food a grocery list can hold (each canonical ingredient) sits in an aisle a shopper
/// would look in, none left to "other".
@Suite struct StoreSectionTests {
    static func section(_ key: String) -> StoreSection? {
        FoodCatalogue.shared.aliases.byCanonical[key].flatMap { FoodCatalogue.shared.food(id: $0.foodID) }?.storeSection
    }

    @Test func noFoodIsLeftToTheDefault() {
        let other = FoodCatalogue.shared.aliases.byCanonical.filter { _, entry in
            FoodCatalogue.shared.food(id: entry.foodID)?.storeSection ?? .other == .other
        }.keys.sorted()
        #expect(other.isEmpty, "no aisle for: \(other)")
    }

    @Test(arguments: [
        ("ketchup", StoreSection.condiments), ("soy sauce", .condiments), ("mayonnaise", .condiments), ("red wine vinegar", .condiments),
        ("all-purpose flour", .baking), ("baking powder", .baking), ("sugar", .baking), ("cinnamon", .spices), ("coffee", .drinks),
        ("carrot", .produce), ("mustard greens", .produce), ("chicken breast", .meat), ("milk", .dairy), ("pasta", .pantry),
    ])
    func aislesAShopperWouldAgreeWith(_ pair: (String, StoreSection)) {
        #expect(Self.section(pair.0) == pair.1, "\(pair.0)")
    }
}
