/// One ingredient line with everything the nutrition page shows: the parse, the matched
/// food, grams and how they were found, nutrients, cost, and what could not be worked out.
public struct AnalyzedLine: Sendable {
    public let parsed: ParsedIngredient
    public let match: FoodMatch?
    public let grams: GramsResult
    /// Nil without a food or grams.
    public let nutrients: NutritionFacts?
    /// USD; nil when no price is known (see `priceUnknown`).
    public let cost: Double?
    public let warnings: [String]

    public var kcal: Double? { nutrients?.kcal }
    /// A food was found but has no price, or the amount cannot be priced.
    public var priceUnknown: Bool { match != nil && cost == nil }
    public var isMatched: Bool { match != nil }
}
