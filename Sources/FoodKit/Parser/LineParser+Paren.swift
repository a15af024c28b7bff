/// Amounts inside brackets: "(14 oz)", "(240 ml)", "(about 125g/4oz)".
struct ParenAmounts {
    var amounts: [Amount]
    var open: Int
    var end: Int
    /// Words such as "about" inside the brackets, kept as comments.
    var commentIndices: [Int]
}

extension LineParser {
    /// Succeeds only when the brackets hold amounts and nothing else but "about"-like words.
    func scanParenAmounts(at open: Int) -> ParenAmounts? {
        guard isPunct(open, "(", "[") else { return nil }
        var index = open + 1
        var found = ParenAmounts(amounts: [], open: open, end: open, commentIndices: [])
        let approximate: Set<String> = ["about", "approx", "approximately", "around", "roughly", "each", "or", "total", "in", "weight", "net", "wt"]
        while let token = token(index) {
            if token.isPunct(")", "]") {
                found.end = index + 1
                return found.amounts.isEmpty ? nil : found
            }
            if let (amount, end) = scanAmount(at: index) {
                found.amounts.append(amount)
                index = end
            } else if token.isPunct("/", ",", ".", "=", ";", "-") || token.isWord && approximate.contains(token.lower) {
                if token.isWord { found.commentIndices.append(index) }
                index += 1
            } else {
                return nil
            }
        }
        return nil
    }

    mutating func labelParen(_ paren: ParenAmounts, as amountLabel: TokenLabel) {
        label(paren.open..<paren.end, amountLabel)
        label(paren.open, .punct)
        label(paren.end - 1, .punct)
        for index in paren.commentIndices { label(index, .comment) }
    }
}
