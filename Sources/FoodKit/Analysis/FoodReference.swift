/// The matched food as the analysis JSON shows it.
public struct FoodReference: Sendable, Hashable, Codable {
    public let id: String
    public let description: String
    public let confidence: Double
}
