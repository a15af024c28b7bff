import Foundation

extension LineParser {
    /// Builds the text fields from the labels, keeping the original spelling and spacing.
    func assemble() -> ParsedIngredient {
        var parsed = result
        var offset = 0
        var utf8Cursor = input.utf8.startIndex
        var fields: [TokenLabel: String] = [:]
        var lastIndex: [TokenLabel: Int] = [:]
        // Tokens may have been read out of order (`amountAfterName`); fields follow the text.
        let read = self.tokens
        var order = Array(read.indices)
        if zip(read, read.dropFirst()).contains(where: { $0.text.startIndex > $1.text.startIndex }) {
            order.sort { read[$0].text.startIndex < read[$1].text.startIndex }
        }
        let tokens = order.map { read[$0] }
        let resolved = order.map { labels[$0] ?? (read[$0].kind == .punct ? .punct : .comment) }
        parsed.tokens.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            let label = resolved[index]
            offset += input.utf8.distance(from: utf8Cursor, to: token.text.startIndex)
            let start = offset
            offset += token.text.utf8.count
            utf8Cursor = token.text.endIndex
            parsed.tokens.append(LabelledToken(text: String(token.text), label: label, start: start, end: offset))
            // A comma inside one field's run ("peeled, pitted, and diced") is part of how it reads.
            let field = label == .punct && token.isPunct(",", ";") && index > 0 && index + 1 < tokens.count
                && resolved[index - 1] == resolved[index + 1] ? resolved[index - 1] : label
            guard [.size, .name, .preparation, .comment].contains(field) else { continue }
            let adjacent = lastIndex[field] == index - 1 && !token.spaceBefore
            // Asides in different places ("about ..., (to taste)") read as a list, not one phrase.
            let apart = field == .comment && lastIndex[field].map { last in
                (last + 1..<index).contains { tokens[$0].isPunct("(", ")", ",", ";") && resolved[$0] == .punct }
            } ?? false
            // Appended in place: a copy taken out of the dictionary would copy the whole field per word.
            if fields[field]?.isEmpty == false && !adjacent { fields[field, default: ""] += apart ? ", " : " " }
            fields[field, default: ""] += token.text
            lastIndex[field] = index
        }
        parsed.name = Self.tidy(fields[.name]) ?? ""
        parsed.alternativeName = NameChoices(parsed.name).map(\.alternative)
        parsed.size = Self.tidy(fields[.size])
        parsed.preparation = Self.tidy(fields[.preparation])
        parsed.comment = Self.tidy(fields[.comment])
        return parsed
    }

    /// Drops separators left dangling at either end ("sliced," or "- to serve").
    static func tidy(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " ,;:-–—/."))
        return trimmed.isEmpty ? nil : trimmed
    }
}
