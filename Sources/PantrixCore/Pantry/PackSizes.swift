import FoodKit

/// How shops sell the foods a grocery list asks for in spoonfuls: a tin of baking powder, a jar
/// of cinnamon, a bag of flour. By ingredient key where a food is sold its own way, else by
/// food group for shelf goods; fresh food is weighed or counted instead (ShoppingSize).
package struct PackSize: Sendable, Equatable {
    package let word: String
    package let quantity: Double
    /// "g" or "ml".
    package let unit: String
}

enum PackSizes {
    static func pack(key: String, food: Food?) -> PackSize? {
        if let known = byKey[key] { return known }
        guard let food else { return nil }
        switch food.storeSection {
        case .spices: return PackSize(word: "jar", quantity: 40, unit: "g")
        case .baking: return PackSize(word: "pack", quantity: 500, unit: "g")
        case .condiments: return PackSize(word: "bottle", quantity: 250, unit: "ml")
        case .drinks: return PackSize(word: "bottle", quantity: 750, unit: "ml")
        case .pantry: return byGroup[food.group.code] ?? PackSize(word: "pack", quantity: 500, unit: "g")
        default: return nil
        }
    }

    private static let byGroup: [String: PackSize] = [
        "0400": PackSize(word: "bottle", quantity: 500, unit: "ml"),
        "0600": PackSize(word: "jar", quantity: 350, unit: "g"),
        "0800": PackSize(word: "box", quantity: 500, unit: "g"),
        "1200": PackSize(word: "bag", quantity: 200, unit: "g"),
        "1600": PackSize(word: "can", quantity: 400, unit: "g"),
        "1900": PackSize(word: "jar", quantity: 350, unit: "g"),
        "2000": PackSize(word: "bag", quantity: 1000, unit: "g"),
    ]

    private static let byKey: [String: PackSize] = {
        var table: [String: PackSize] = [:]
        for (keys, word, quantity, unit) in rows {
            for key in keys.split(separator: "|") { table[String(key)] = PackSize(word: word, quantity: quantity, unit: unit) }
        }
        return table
    }()

    private static let rows: [(String, String, Double, String)] = [
        ("baking powder|cream of tartar", "tin", 200, "g"),
        ("baking soda", "box", 200, "g"),
        ("yeast", "packet", 50, "g"),
        ("all-purpose flour|bread flour|self-raising flour|whole wheat flour|cake flour|sugar", "bag", 1000, "g"),
        ("brown sugar|powdered sugar|oats|rice", "bag", 500, "g"),
        ("cornstarch", "box", 400, "g"),
        ("cocoa powder", "tin", 250, "g"),
        ("vanilla extract|almond extract", "bottle", 60, "ml"),
        ("honey|peanut butter", "jar", 340, "g"),
        ("maple syrup", "bottle", 250, "ml"),
        ("olive oil", "bottle", 500, "ml"),
        ("vegetable oil", "bottle", 1000, "ml"),
        ("sesame oil|soy sauce|worcestershire sauce|fish sauce", "bottle", 150, "ml"),
        ("hot sauce", "bottle", 60, "ml"),
        ("ketchup", "bottle", 500, "g"),
        ("mayonnaise", "jar", 400, "g"),
        ("mustard", "jar", 200, "g"),
        ("tomato paste", "tube", 200, "g"),
        ("pasta", "pack", 500, "g"),
        ("breadcrumbs", "pack", 200, "g"),
        ("chocolate chips", "bag", 300, "g"),
        ("butter|unsalted butter", "block", 250, "g"),
        ("chicken stock|beef stock|vegetable stock", "carton", 1000, "ml"),
        ("coffee|ground coffee", "pack", 250, "g"),
        ("tea", "box", 250, "g"),
        ("parsley|cilantro|basil|mint|dill|chives|thyme|rosemary|sage|tarragon", "bunch", 30, "g"),
    ]
}
