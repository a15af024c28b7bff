extension AmountRenderer {
    /// Each number group in `range` gets the next amount; words and separators stay.
    func rewriteAmounts(_ range: Range<Int>, with amounts: [Amount]) -> String {
        var out = ""
        var next = 0
        var inNumber = false
        for index in range {
            let token = tokens[index]
            let gap = index > range.lowerBound ? text(tokens[index - 1].end, token.start) : ""
            if isNumber(token.text) || inNumber && ["-", "–", "to"].contains(token.text.lowercased()) {
                if !inNumber, next < amounts.count { out += gap + AmountText.quantity(amounts[next]) }
                inNumber = true
                continue
            }
            if inNumber, next < amounts.count, UnitLexicon.unit(forWord: Substring(token.text)) != nil || token.text.lowercased() == "fl" {
                // The recipe's own unit word, agreeing with the new number; "7oz" may stay
                // joined, but "3 ½oz" would not read well.
                let spaced = gap.isEmpty && out.last.map { !($0.isASCII && $0.isNumber) } == true ? " " : gap
                out += spaced + UnitSpelling.agree(token.text, plural: AmountText.isPlural(amounts[next]))
                next += 1
                inNumber = false
                continue
            }
            inNumber = false
            out += gap + token.text
        }
        return out
    }

    func isNumber(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first.isASCII && first.isWholeNumber || VulgarFraction.value(of: first) != nil || first == "." && text.count > 1
            || Lexicon.numberWords[text.lowercased()] != nil
    }
}
