extension LineParser {
    /// "Orange juice, 2 tablespoons", "Pepper, about ¼ teaspoon (to taste)": older books and
    /// many American sites write the amount after the name. Returns the tokens with that
    /// amount moved to the front, so the usual phases read it; `assemble` restores the order.
    func amountAfterName() -> [Token]? {
        guard result.quantity == nil, result.unit == nil else { return nil }
        let parts = segments()
        guard parts.count > 1, parts[0].kind == .core, !parts[0].range.isEmpty,
              !parts[0].range.contains(where: { tokens[$0].number != nil }) else { return nil }
        // "Cheddar cheese, grated, 1 cup": the amount may follow a preparation.
        for (offset, part) in parts.dropFirst().enumerated() where part.kind == .tail {
            // A length straight after the name sizes a piece ("ginger, 5mm"); after a
            // preparation it is how to cut ("peeled, 2 cm dice").
            guard let separator = part.separators.first, tokens[separator].isPunct(",", ";", ":", "-", "–", "—"),
                  let end = amountEnd(in: part.range, lengthAllowed: offset == 0) else { continue }
            let amount = part.range.lowerBound..<end
            let before = Array(position..<separator).filter { !amount.contains($0) }
            let moved = Array(0..<position) + Array(amount) + before + [separator] + Array(end..<tokens.count)
            return moved.map { tokens[$0] }
        }
        return nil
    }

    /// Where an amount that starts `tail` ends, if one does.
    /// Tokens an amount can span ("1 lb 2 oz (about 500 g / 18 oz) each"), and so all a trial
    /// reads: not the rest of the line, which a line of many commas would read once per comma.
    private static let amountWindow = 40

    private func amountEnd(in tail: Range<Int>, lengthAllowed: Bool) -> Int? {
        var trial = LineParser(input, tokens: Array(tokens[tail.lowerBound..<min(tokens.count, tail.lowerBound + Self.amountWindow)]))
        trial.scanAmount()
        var end = tail.lowerBound + trial.position
        if trial.result.unit == nil {
            // "Chicken breasts, 2 (about 1 pound)": brackets after a bare count weigh them all,
            // so they stay after the name, where a weight in brackets says so.
            end = min(end, tail.upperBound)
            // "Onion, 1 large, diced": the size of a counted food comes along with its count.
            while end < tail.upperBound, Lexicon.foodSizes.contains(lower(end)) { end += 1 }
        }
        // A bare count is an amount only when it is a numeral and nothing else follows it
        // ("Eggs, 3"), so "Tomatoes, 2 halved" and "Chicken, a whole one" keep their words.
        let numeral = tokens[tail.lowerBound..<end].contains { $0.number != nil }
        guard trial.result.quantity != nil, lengthAllowed || trial.result.unit.flatMap(Unit.named)?.kind != .length,
              trial.result.unit != nil || numeral && end == tail.upperBound else { return nil }
        return end
    }
}
