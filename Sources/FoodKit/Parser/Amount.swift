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

/// A weight or volume written in brackets after the food: the "about 900 g" of
/// "1 small red cabbage (about 900 g)", or one item's share when marked "each".
public struct StatedAmount: Sendable, Hashable, Codable {
    public var amount: Amount
    /// "(about 150 g each)": the amount is per item, not for the whole line.
    public var perItem: Bool

    public init(amount: Amount, perItem: Bool) {
        self.amount = amount
        self.perItem = perItem
    }
}
