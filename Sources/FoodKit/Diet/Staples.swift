/// Ingredients nearly every kitchen has and nearly every recipe uses. Finding related
/// recipes by shared ingredients ignores them, or everything would relate through salt.
public enum Staples {
    static let keys: Set<String> = [
        "salt", "sea salt", "kosher salt", "black pepper", "white pepper", "pepper", "water", "ice",
        "cooking spray", "sugar", "all-purpose flour", "baking soda", "baking powder",
    ]

    public static func isStaple(ingredientKey: String) -> Bool {
        let key = ingredientKey.lowercased()
        if keys.contains(key) { return true }
        // Every cooking oil, by name or by its USDA entry.
        if key.hasSuffix(" oil") || key == "oil" { return true }
        guard key.hasPrefix("usda:"), let food = FoodCatalogue.shared.food(id: String(key.dropFirst(5))) else { return false }
        let text = food.description.lowercased()
        return text.hasPrefix("oil,") || text.hasPrefix("salt,") || text == "water" || text.hasPrefix("water, tap")
            || text.hasPrefix("water, bottled") || text.hasPrefix("spices, pepper, black")
    }
}
