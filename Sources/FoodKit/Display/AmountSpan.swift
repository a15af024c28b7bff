/// The tokens of a parsed line that make up its amount ("2 x 400g", "1 (14 oz) can",
/// "1 cup (240 ml)"), found from the parser's labels.
struct AmountSpan {
    let tokens: [LabelledToken]
    /// Token indices of the amount, first to last.
    let range: Range<Int>

    private static let amountLabels: Set<TokenLabel> = [.quantity, .unit, .multiplier, .alternative, .packageSize, .size]

    init?(_ parsed: ParsedIngredient) {
        tokens = parsed.tokens
        guard let start = tokens.firstIndex(where: { $0.label == .quantity || $0.label == .multiplier }) else { return nil }
        var end = start
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.label == .punct, token.text == "(" || token.text == "[" {
                // A bracket belongs to the amount only when it holds amounts: "(240 ml)", not "(optional)".
                guard let close = Self.closing(tokens, from: index),
                      tokens[index...close].contains(where: { [.alternative, .packageSize].contains($0.label) }) else { break }
                index = close + 1
                end = index
                continue
            }
            guard Self.amountLabels.contains(token.label) || token.label == .punct && ["/", "-", "–", "+", "×"].contains(token.text)
            else { break }
            index += 1
            // Sizes and separators count only when more amount follows ("1 heaped tsp", not "2 large eggs").
            if token.label != .size && token.label != .punct { end = index }
        }
        range = start..<end
    }

    private static func closing(_ tokens: [LabelledToken], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].label == .punct {
            if tokens[index].text == "(" || tokens[index].text == "[" { depth += 1 }
            if tokens[index].text == ")" || tokens[index].text == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Whether the line gives another amount in a different system ("200g/7oz" shown as US).
    func hasForeignAlternatives(_ system: MeasureSystem) -> Bool {
        system != .original && range.contains { tokens[$0].label == .alternative }
    }
}
