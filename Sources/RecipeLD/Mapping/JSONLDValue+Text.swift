extension JSONLDValue {
    /// The first non-empty text among this value's elements, as one clean line.
    ///
    /// Objects contribute their `@value` (JSON-LD language-tagged strings) or `name`
    /// (Mealie and Tandoor categories and tags are `{"name": …}` objects).
    var firstLine: String? {
        elements.lazy.compactMap(\.line).first { !$0.isEmpty }
    }

    /// Every non-empty line of text among this value's elements, in order.
    var allLines: [String] {
        elements.compactMap(\.line).filter { !$0.isEmpty }
    }

    private var line: String? {
        if let text = scalarText {
            return HTMLTextCleaner.line(text)
        }
        guard let members = object, let inner = members["@value"] ?? members["name"] else { return nil }
        return inner.firstLine
    }
}
