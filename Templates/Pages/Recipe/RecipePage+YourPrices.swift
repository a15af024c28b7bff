import PantrixCore

extension RecipePage {
    /// The cost at the viewer's own prices where their kitchen has one for a line (the cheapest
    /// store's), the typical price otherwise; the breakdown says which. `cost` is already scaled.
    package mutating func useYourPrices(_ cost: YourRecipeCost) {
        guard cost.usesYourPrices else { return }
        costTotal = Money.usd(cost.total)
        costPerServing = Money.usd(cost.total / Double(max(servings, 1)))
        priceLines = cost.lines.map { line in
            PriceLine(name: line.name, price: Money.usd(line.cost), source: line.store.map { "your price at \($0)" } ?? "typical price")
        }
        let stores = Array(Set(cost.lines.compactMap(\.store))).sorted()
        costNote = "Using your prices at \(stores.joined(separator: ", ")) where you have them; typical prices for the rest."
    }
}
