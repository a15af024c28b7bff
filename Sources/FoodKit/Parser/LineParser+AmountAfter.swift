extension LineParser {
    /// "Orange juice, 2 tablespoons", "Pepper, about ¼ teaspoon (to taste)": older books and
    /// many American sites write the amount after the name. Returns the tokens with that
    /// amount moved to the front, so the usual phases read it; `assemble` restores the order.
    func amountAfterName() -> [Token]? {
        guard result.quantity == nil, result.unit == nil else { return nil }
        let parts = segments()
        guard parts.count > 1, parts[0].kind == .core, !parts[0].range.isEmpty, parts[1].kind == .tail,
              let separator = parts[1].separators.first, tokens[separator].isPunct(",", ";", ":", "-", "–", "—"),
              !parts[0].range.contains(where: { tokens[$0].number != nil }) else { return nil }
        let tail = parts[1].range
        var trial = LineParser(input, tokens: Array(tokens[tail.lowerBound...]))
        trial.scanAmount()
        let end = tail.lowerBound + trial.position
        // A bare count is an amount only when it is a numeral and nothing else follows it
        // ("Eggs, 3"), so "Tomatoes, 2 halved" and "Chicken, a whole one" keep their words.
        let numeral = tokens[tail.lowerBound..<end].contains { $0.number != nil }
        guard trial.result.quantity != nil, trial.result.unit != nil || numeral && end == tail.upperBound else { return nil }
        let amount = tail.lowerBound..<end
        let moved = Array(0..<position) + Array(amount) + Array(position..<separator) + [separator] + Array(end..<tokens.count)
        return moved.map { tokens[$0] }
    }
}
