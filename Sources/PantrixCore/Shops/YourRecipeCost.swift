import Foundation

/// A recipe's cost for one viewer: their own price (the cheapest shop's) where the kitchen has
/// one for a line, the price table's otherwise. The stored catalogue cost is left alone.
package struct YourRecipeCost: Sendable {
    package struct Line: Sendable, Equatable {
        package let name: String
        package let cost: Double
        /// The shop whose price was used; nil for the typical (price table) price.
        package let shop: String?
    }

    package let lines: [Line]
    /// Whether any line uses the viewer's own price.
    package var usesYourPrices: Bool { lines.contains { $0.shop != nil } }
    package var total: Double { lines.map(\.cost).reduce(0, +) }

    /// Lines for the recipe's own servings, times `scale`.
    package init(ingredients: [RecipeIngredient], prices: KitchenPrices, scale: Double = 1) {
        lines = ingredients.compactMap { line in
            guard !line.isHeading else { return nil }
            let name = line.name.isEmpty ? line.text : line.name
            // A bare number ("3 eggs") counts items; anything with a unit is weighed.
            let count = line.unit == nil ? line.quantity.map { q in line.quantityMax.map { (q + $0) / 2 } ?? q } : nil
            if let key = line.ingredientKey, count != nil || line.grams != nil,
               let quote = prices.cheapest(key: key, grams: line.grams, count: count) {
                return Line(name: name, cost: quote.cost * scale, shop: quote.shopName)
            }
            return line.price.map { Line(name: name, cost: $0 * scale, shop: nil) }
        }
    }
}
