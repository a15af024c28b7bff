/// "butter or margarine", "vegetable or chicken stock": a name that offers foods in turn.
/// The recipe was written for the first; the last is noted as the alternative.
struct NameChoices: Sendable, Hashable {
    /// Words of the first choice as written ("vegetable").
    let first: [Substring]
    /// Words of the last choice as written ("chicken", "stock").
    let last: [Substring]

    init?(_ name: String) {
        let words = name.split(separator: " ")
        guard let at = words.firstIndex(where: { $0.lowercased() == "or" }),
              let lastAt = words.lastIndex(where: { $0.lowercased() == "or" }),
              at > 0, lastAt + 1 < words.count else { return nil }
        first = Array(words[..<at])
        last = Array(words[(lastAt + 1)...])
    }

    var alternative: String { last.joined(separator: " ") }

    var firstAsWritten: String { first.joined(separator: " ") }

    /// The words the last choice has after its first ("stock" of "chicken stock"), which a
    /// one-word first choice may share.
    var lastNoun: String? { last.count > 1 ? last.dropFirst().joined(separator: " ") : nil }
}
