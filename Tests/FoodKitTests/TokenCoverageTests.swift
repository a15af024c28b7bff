import Testing
@testable import FoodKit

/// Every word of the input must land in exactly one field, so nothing a cook wrote is lost.
@Suite struct TokenCoverageTests {
    @Test(arguments: ParserCase.all)
    func everyWordInExactlyOneField(_ example: ParserCase) {
        let parsed = IngredientParser.parse(example.input)
        let bytes = Array(parsed.input.utf8)
        var cursor = 0
        for token in parsed.tokens {
            // Tokens are in order, do not overlap, and are the input's own text.
            #expect(token.start >= cursor && token.end > token.start && token.end <= bytes.count)
            guard token.start >= cursor, token.end <= bytes.count, token.start < token.end else { return }
            #expect(String(decoding: bytes[token.start..<token.end], as: UTF8.self) == token.text)
            // Only whitespace is skipped between tokens.
            let gap = String(decoding: bytes[cursor..<token.start], as: UTF8.self)
            let onlySpace = gap.allSatisfy { $0.isWhitespace }
            #expect(onlySpace, "unaccounted text '\(gap)'")
            cursor = token.end
        }
        let rest = String(decoding: bytes[min(cursor, bytes.count)...], as: UTF8.self)
        let restIsSpace = rest.allSatisfy { $0.isWhitespace }
        #expect(restIsSpace, "unaccounted tail '\(rest)'")

        // Each text field holds exactly the words of the tokens labelled for it.
        let fields: [(TokenLabel, String?)] = [
            (.name, parsed.name), (.size, parsed.size), (.preparation, parsed.preparation), (.comment, parsed.comment),
        ]
        for (label, text) in fields {
            let fromTokens = parsed.tokens.filter { $0.label == label }.map { letters($0.text) }.joined()
            #expect(letters(text ?? "") == fromTokens, "\(label.rawValue) field disagrees with its tokens")
        }
        // Amount tokens exist exactly when an amount was read.
        let amountTokens = parsed.tokens.filter { $0.label == .quantity || $0.label == .unit }
        #expect(amountTokens.isEmpty == (parsed.quantity == nil && parsed.unit == nil))
    }

    /// Letters and digits only: fields may re-space or drop separators, never words.
    private func letters(_ text: String) -> String {
        String(text.filter { $0.isLetter || $0.isNumber })
    }
}
