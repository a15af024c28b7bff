/// One lexical piece of an ingredient line, with its place in the original text so
/// every word can be accounted for in exactly one output field.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case number(Double)
        case word
        case punct
    }

    let text: Substring
    let kind: Kind
    /// Whether whitespace separated this token from the previous one ("200g" has none).
    let spaceBefore: Bool

    var lower: String { text.lowercased() }

    var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    var isWord: Bool { kind == .word }

    func isPunct(_ chars: Character...) -> Bool {
        guard kind == .punct, let first = text.first else { return false }
        return chars.contains(first)
    }
}
