import FoodKit

/// Finds catalogue ids by description so tests say which food they mean.
enum FoodKitLookup {
    static func firstFood(named description: String) -> String? {
        FoodCatalogue.shared.foods.first { $0.description == description }?.id
    }
}
