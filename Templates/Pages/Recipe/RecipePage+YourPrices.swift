import PantrixCore

extension RecipePage {
    /// The breakdown at the viewer's own prices where their kitchen has one for a line (the
    /// cheapest store's), the typical price otherwise, saying which. `cost` is already scaled.
    static func priceLines(_ cost: YourRecipeCost) -> [PriceLine] {
        cost.lines.map { line in
            PriceLine(name: line.name, price: Money.usd(line.cost), source: line.shop.map { "your price at \($0)" } ?? "typical price")
        }
    }

    /// "Using your prices at Corner market where you have them; typical prices for the rest."
    static func costNote(_ cost: YourRecipeCost) -> String {
        let stores = Array(Set(cost.lines.compactMap(\.shop))).sorted()
        return "Using your prices at \(stores.joined(separator: ", ")) where you have them; typical prices for the rest."
    }
}
