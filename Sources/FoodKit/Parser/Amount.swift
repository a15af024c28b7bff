/// A quantity with its unit, as written: "7 oz", "2-3 tbsp", "240 ml".
public struct Amount: Sendable, Hashable, Codable {
    public var quantity: Double
    public var quantityMax: Double?
    /// Canonical unit name ("oz", "ml"), nil for a bare count.
    public var unit: String?

    public init(quantity: Double, quantityMax: Double? = nil, unit: String? = nil) {
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
    }
}
