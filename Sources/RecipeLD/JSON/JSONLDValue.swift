/// A parsed JSON value.
///
/// Used instead of `JSONSerialization`'s `Any` so that parsing is Sendable, reports the byte
/// position of syntax errors (for line numbers) and never depends on platform quirks.
enum JSONLDValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONLDValue])
    case object([String: JSONLDValue])

    subscript(key: String) -> JSONLDValue? {
        object?[key]
    }

    var object: [String: JSONLDValue]? {
        switch self {
        case .object(let members): members
        default: nil
        }
    }

    /// JSON-LD treats a single value and a one-element array alike, so properties are read through this.
    var elements: [JSONLDValue] {
        switch self {
        case .array(let items): items
        case .null: []
        default: [self]
        }
    }

    /// Strings and numbers as text; sites send "4" and 4 interchangeably.
    var scalarText: String? {
        switch self {
        case .string(let text): text
        case .number(let number): Self.format(number)
        default: nil
        }
    }

    /// Whole numbers print without ".0" so a yield of 4 reads "4", not "4.0".
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
