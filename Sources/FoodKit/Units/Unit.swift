/// A canonical recipe unit ("cup", "g", "clove") and how it relates to grams or millilitres.
public struct Unit: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case mass, volume, count, length
    }

    /// Canonical short name, as output by the parser.
    public let name: String
    public let kind: Kind
    /// Grams for mass units, millilitres for volume units, nil for counts and lengths.
    public let base: Double?

    public init(name: String, kind: Kind, base: Double? = nil) {
        self.name = name
        self.kind = kind
        self.base = base
    }

    /// Looks up a canonical name ("tbsp"); nil for anything else.
    public static func named(_ name: String) -> Unit? { UnitLexicon.byName[name] }

    public var isContainer: Bool { UnitLexicon.containers.contains(name) }
}
