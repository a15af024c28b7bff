/// Which measures a recipe line is shown in.
public enum MeasureSystem: String, Sendable, Hashable, Codable, CaseIterable {
    /// As the recipe wrote it; only scaling changes the numbers.
    case original
    /// Cups, spoons, ounces and pounds, with fractions.
    case us
    /// Grams, kilograms, millilitres and litres, with decimals. Spoons stay spoons, as in
    /// metric cookbooks, since a 5 ml teaspoon is already a metric measure.
    case metric

    static let usUnits: Set<String> = ["cup", "tbsp", "tsp", "oz", "lb", "fl oz", "pint", "quart", "gallon", "inch"]
    static let metricUnits: Set<String> = ["g", "kg", "mg", "ml", "l", "dl", "cl", "cm", "mm"]
    /// Units both systems use unchanged: spoons and pinches.
    static let sharedUnits: Set<String> = ["tbsp", "tsp", "dsp", "pinch", "dash", "drop"]

    /// Whether an amount in `unit` can be shown in this system as it is.
    func accepts(_ unit: String) -> Bool {
        switch self {
        case .original: true
        case .us: Self.usUnits.contains(unit) || Self.sharedUnits.contains(unit)
        case .metric: Self.metricUnits.contains(unit) || Self.sharedUnits.contains(unit)
        }
    }
}
