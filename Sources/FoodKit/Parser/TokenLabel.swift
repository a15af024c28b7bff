/// Which field a token of the input went to. Every token gets exactly one.
public enum TokenLabel: String, Sendable, Hashable, Codable {
    case quantity, unit, multiplier, alternative, packageSize, container
    case size, name, preparation, comment
    /// Separators with no meaning of their own: commas, brackets, bullets.
    case punct
}

/// A piece of the original line and the field it was assigned to.
public struct LabelledToken: Sendable, Hashable, Codable {
    public let text: String
    public let label: TokenLabel
    /// UTF-8 offsets into `ParsedIngredient.input`, so callers can rewrite a span in place.
    public let start: Int
    public let end: Int
}
