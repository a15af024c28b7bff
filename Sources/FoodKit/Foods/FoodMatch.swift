/// The food an ingredient name was matched to.
public struct FoodMatch: Sendable, Hashable {
    public let food: Food
    /// 0...1; matches below the matcher's threshold are not returned.
    public let confidence: Double
    /// Identity for "this pantry item satisfies that recipe line": the alias table's
    /// canonical name ("green onion") when known, else "usda:<id>".
    public let ingredientKey: String
    /// How it was found, for explaining a match on the nutrition page.
    public let source: Source
    /// Set when SR21 lacks the food and a near one stands in (garam masala -> curry powder):
    /// the SR21 description the figures are estimated from.
    public let estimatedFrom: String?

    public var isStandIn: Bool { estimatedFrom != nil }

    init(food: Food, confidence: Double, ingredientKey: String, source: Source, standIn: Bool = false) {
        self.food = food
        self.confidence = confidence
        self.ingredientKey = ingredientKey
        self.source = source
        estimatedFrom = standIn ? food.description : nil
    }

    public enum Source: String, Sendable, Hashable, Codable {
        case alias, aliasPart, search, userChoice
    }
}
