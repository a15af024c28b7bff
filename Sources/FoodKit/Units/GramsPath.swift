/// How a line's amount became grams, so the page can explain (or doubt) the figure.
public enum GramsPath: Sendable, Hashable, Codable {
    /// A weight unit converted directly.
    case mass
    /// Through one of the food's USDA household measures, e.g. "1 cup, chopped = 160 g".
    case householdMeasure(String)
    /// A volume through an assumed density, e.g. "oil, 0.92 g/ml".
    case density(String)
    /// A counted item SR21 gives no measure for, through a typical weight, e.g. "cinnamon stick ≈ 2.6 g".
    case typical(String)
    /// Not convertible; grams are nil and the line is reported.
    case unknown

    public var label: String {
        switch self {
        case .mass: "mass"
        case .householdMeasure(let measure): "USDA measure: \(measure)"
        case .density(let basis): "density: \(basis)"
        case .typical(let basis): "typical weight: \(basis)"
        case .unknown: "unknown"
        }
    }

    /// A kitchen estimate rather than a weight or a USDA measure.
    var isEstimate: Bool {
        if case .typical = self { true } else { false }
    }
}

/// Grams for an amount of a food, and how they were found.
public struct GramsResult: Sendable, Hashable {
    public let grams: Double?
    public let path: GramsPath

    public static let unknown = GramsResult(grams: nil, path: .unknown)
}
