/// Prices by ingredient key ("egg", "usda:11282"). The bundled defaults are estimates;
/// a user's own prices are laid over them with `merging(_:)`.
public struct PriceTable: Sendable {
    public private(set) var prices: [String: Price]

    /// The bundled table (Resources/prices.tsv); empty if the resource is missing.
    public static let defaults: PriceTable = PriceTable(tsv: (try? CatalogueLoader.resource("prices.tsv")) ?? "")

    public init(prices: [String: Price] = [:]) {
        self.prices = prices
    }

    public init(tsv: String) {
        var prices: [String: Price] = [:]
        for columns in TSV.rows(tsv) {
            guard columns.count >= 3, let usd = Double(columns[1]), let per = Price.Basis(rawValue: String(columns[2])) else { continue }
            prices[String(columns[0])] = Price(usd: usd, per: per, note: columns.count > 3 ? String(columns[3]) : nil)
        }
        self.prices = prices
    }

    /// This table with `overrides` replacing or adding entries.
    public func merging(_ overrides: [String: Price]) -> PriceTable {
        PriceTable(prices: prices.merging(overrides) { _, override in override })
    }

    public func price(forKey key: String) -> Price? { prices[key] }

    /// The price for a match: by ingredient key, then by USDA id.
    public func price(for match: FoodMatch) -> Price? {
        prices[match.ingredientKey] ?? prices["usda:\(match.food.id)"]
    }

    /// Cost of one line in USD, nil when no price is known or the amount cannot be priced.
    public func cost(of parsed: ParsedIngredient, match: FoodMatch, grams: Double?) -> Double? {
        guard let price = price(for: match) else { return nil }
        switch price.per {
        case .kg:
            return grams.map { $0 / 1000 * price.usd }
        case .item:
            if let items = itemCount(parsed, food: match.food, grams: grams) { return items * price.usd }
            return nil
        }
    }

    /// How many whole items a line uses: "2 lemons" directly, "200 g lemons" via the food's item weight.
    private func itemCount(_ parsed: ParsedIngredient, food: Food, grams: Double?) -> Double? {
        let unit = parsed.unit.flatMap(Unit.named)
        if parsed.packageSize == nil, unit == nil || unit?.kind == .count && unit?.isContainer == false && unit?.name != "slice",
           let count = GramConverter.midpoint(parsed.quantity, parsed.quantityMax) {
            return count * (parsed.multiplier ?? 1)
        }
        guard let grams, let item = MeasureFinder.countMeasure(in: food, unit: nil, size: nil), item.gramsPerUnit > 0 else { return nil }
        return grams / item.gramsPerUnit
    }
}
