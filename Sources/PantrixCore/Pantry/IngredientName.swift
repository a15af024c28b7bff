import FoodKit

/// A name for an ingredient key that a person would write on a list: keys are mostly the
/// canonical names themselves ("baking powder"); an unmatched name's key is the name.
package enum IngredientName {
    package static func readable(_ key: String) -> String {
        if key.hasPrefix("name:") { return String(key.dropFirst(5)) }
        guard key.hasPrefix("usda:"), let food = FoodCatalogue.shared.food(id: String(key.dropFirst(5))) else { return key }
        // "Spices, pepper, black" is filed by its first word; a shopper asks for the rest.
        let parts = food.description.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return parts.count > 1 ? parts.dropFirst().prefix(2).reversed().joined(separator: " ") + " " + parts[0] : parts.first ?? key
    }
}
