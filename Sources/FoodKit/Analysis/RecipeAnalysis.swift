/// Nutrition and cost of a whole recipe. Encodes exactly to the analysis JSON contract:
/// `{"servings","total","perServing","cost":{"total","perServing","currency"},"lines","unmatched"}`.
public struct RecipeAnalysis: Sendable, Encodable {
    public struct Cost: Sendable, Hashable, Codable {
        public let total: Double
        public let perServing: Double
        public let currency: String
    }

    public let servings: Int
    public let total: NutritionFacts
    public let perServing: NutritionFacts
    public let cost: Cost
    public let lines: [AnalyzedLine]
    /// Inputs of lines no food was found for.
    public let unmatched: [String]

    enum CodingKeys: String, CodingKey {
        case servings, total, perServing, cost, lines, unmatched
    }

    /// Lines whose cost is missing from `cost.total` (matched, but no price or no amount).
    public var unpricedLines: [AnalyzedLine] { lines.filter(\.priceUnknown) }

    /// Lines whose grams could not be worked out, so their nutrients are missing from the totals.
    public var unweighedLines: [AnalyzedLine] { lines.filter { $0.match != nil && $0.grams.grams == nil } }
}
