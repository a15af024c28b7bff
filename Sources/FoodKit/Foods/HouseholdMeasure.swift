/// A USDA household measure: `amount` of `description` ("1 cup, chopped") weighs `grams`.
public struct HouseholdMeasure: Sendable, Hashable, Codable {
    public let amount: Double
    public let description: String
    public let grams: Double

    public init(amount: Double, description: String, grams: Double) {
        self.amount = amount
        self.description = description
        self.grams = grams
    }

    /// Grams for one of this measure.
    public var gramsPerUnit: Double { amount > 0 ? grams / amount : grams }
}
