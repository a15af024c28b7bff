extension LineParser {
    /// A comma-separated phrase after the name: preparation ("peeled and diced") or a
    /// comment ("to serve", "such as Maris Piper").
    mutating func labelTail(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if commentStarter(at: range.lowerBound, end: range.upperBound) || !isPreparation(range) {
            label(range, .comment)
            return
        }
        // "sliced, to serve" is split by commas already; "sliced for garnish" is not.
        let commentStart = (range.lowerBound + 1..<range.upperBound).first {
            commentStarter(at: $0, end: range.upperBound) && !["about", "per", "see"].contains(lower($0))
        } ?? range.upperBound
        label(range.lowerBound..<commentStart, .preparation)
        label(commentStart..<range.upperBound, .comment)
    }

    /// Bracketed words: "(optional)", "(such as ...)" are comments, "(chopped)" preparation.
    mutating func labelParen(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        noteStatedAmount(openingAt: range.lowerBound - 1)
        if !commentStarter(at: range.lowerBound, end: range.upperBound), isPreparation(range) {
            label(range, .preparation)
        } else {
            label(range, .comment)
        }
    }

    /// "(about 900 g)", "(150 g each)": the words stay a comment, but the weight is kept
    /// because it is a better guide to grams than any household measure.
    private mutating func noteStatedAmount(openingAt open: Int) {
        guard result.statedAmount == nil, let paren = scanParenAmounts(at: open),
              let amount = paren.amounts.first(where: { amount in
                  amount.unit.flatMap(Unit.named).map { $0.kind == .mass || $0.kind == .volume } ?? false
              }) else { return }
        let perItem = paren.commentIndices.contains { lower($0) == "each" }
        result.statedAmount = StatedAmount(amount: amount, perItem: perItem)
    }

    private func isPreparation(_ range: Range<Int>) -> Bool {
        let first = lower(range.lowerBound)
        if Lexicon.preparationStarters.contains(first) { return true }
        if first == "and" || first == "then", range.count > 1, Lexicon.preparationStarters.contains(lower(range.lowerBound + 1)) { return true }
        // "leaves picked", "seeds removed": a phrase ending in a participle.
        let last = lower(range.upperBound - 1)
        return range.count <= 4 && last.hasSuffix("ed") && Lexicon.preparationStarters.contains(last)
    }

    /// Anything the phases did not claim (stray brackets, a dangling dash) is punctuation
    /// when it has no letters or digits, else a comment, so no word is ever lost.
    mutating func labelLeftovers() {
        for index in tokens.indices where labels[index] == nil {
            labels[index] = tokens[index].kind == .punct ? .punct : .comment
        }
    }
}
