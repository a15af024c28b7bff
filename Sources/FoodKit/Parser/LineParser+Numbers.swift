/// A number as recipes write it, with the token range it took.
struct NumberMatch {
    var value: Double
    var max: Double?
    var end: Int
}

extension LineParser {
    /// Reads "1", "1 1/2", "1-1/2", "one and a half", "a dozen", "2-3", "2 to 3", "2 or 3".
    func scanNumber(at start: Int) -> NumberMatch? {
        guard var match = scanSingleNumber(at: start) else { return nil }
        // Ranges: the separator must be followed by another number.
        let separator = start < match.end ? match.end : start
        if let token = token(separator) {
            let isDash = token.isPunct("-", "–", "—", "~")
            let isWord = token.isWord && ["to", "or", "-"].contains(token.lower)
            if isDash || isWord, let second = scanSingleNumber(at: separator + 1, wordsAllowed: !isDash),
               second.value > match.value || isDash && second.value >= match.value {
                match.max = second.value
                match.end = second.end
            }
        }
        return match
    }

    /// One value without a range. Number words count only where `wordsAllowed`.
    func scanSingleNumber(at start: Int, wordsAllowed: Bool = true) -> NumberMatch? {
        guard let first = token(start) else { return nil }
        if let value = first.number {
            var match = NumberMatch(value: value, end: start + 1)
            // "1 1/2", "1 ½": a whole number followed by a proper fraction.
            if value == value.rounded(), let next = token(start + 1)?.number, next < 1, next > 0 {
                match.value += next
                match.end = start + 2
            } else if value == value.rounded(), isPunct(start + 1, "-"), token(start + 1)?.spaceBefore == false,
                      let next = token(start + 2), next.spaceBefore == false, let fraction = next.number,
                      fraction < 1, next.text.contains("/") || !next.text.allSatisfy(\.isASCII) {
                // "1-1/2 cups" is one and a half, not a range.
                match.value += fraction
                match.end = start + 3
            } else if lower(start + 1) == "and", let fraction = fractionWords(at: start + 2) {
                match.value += fraction.value
                match.end = fraction.end
            }
            if lower(match.end) == "dozen" {
                match.value *= 12
                match.end += 1
            }
            return match
        }
        guard wordsAllowed, first.isWord else { return nil }
        return scanNumberWords(at: start)
    }

    private func scanNumberWords(at start: Int) -> NumberMatch? {
        let word = lower(start)
        switch word {
        case "a", "an":
            let next = lower(start + 1)
            if next == "few" || next == "little" || next == "bit" || next == "some" { return nil }
            if next == "dozen" { return NumberMatch(value: 12, end: start + 2) }
            if next == "couple" { return NumberMatch(value: 2, end: lower(start + 2) == "of" ? start + 3 : start + 2) }
            if next == "half" || next == "quarter" {
                return dozens(NumberMatch(value: next == "half" ? 0.5 : 0.25, end: skipArticle(start + 2)))
            }
            return NumberMatch(value: 1, end: start + 1)
        case "couple":
            return NumberMatch(value: 2, end: lower(start + 1) == "of" ? start + 2 : start + 1)
        case "half", "quarter":
            // "half dozen", "half a dozen": a fraction of twelve.
            return dozens(NumberMatch(value: word == "half" ? 0.5 : 0.25, end: skipArticle(start + 1)))
        case "half-dozen":
            return NumberMatch(value: 6, end: start + 1)
        default:
            guard let value = Lexicon.numberWords[word] else { return nil }
            var match = NumberMatch(value: value, end: start + 1)
            if lower(start + 1) == "and", let fraction = fractionWords(at: start + 2) {
                match.value += fraction.value
                match.end = fraction.end
            } else if lower(start + 1) == "dozen" {
                match.value *= 12
                match.end += 1
            }
            return match
        }
    }

    private func dozens(_ match: NumberMatch) -> NumberMatch {
        guard lower(match.end) == "dozen" else { return match }
        return NumberMatch(value: match.value * 12, end: match.end + 1)
    }

    /// "a half", "½", "1/2" after "and".
    private func fractionWords(at start: Int) -> NumberMatch? {
        if let value = token(start)?.number, value < 1 { return NumberMatch(value: value, end: start + 1) }
        let first = lower(start)
        let next = first == "a" || first == "an" ? start + 1 : start
        switch lower(next) {
        case "half": return NumberMatch(value: 0.5, end: next + 1)
        case "quarter": return NumberMatch(value: 0.25, end: next + 1)
        case "third": return NumberMatch(value: 1.0 / 3, end: next + 1)
        default: return nil
        }
    }

    /// "half a lemon", "half an onion": the article belongs to the number.
    private func skipArticle(_ index: Int) -> Int {
        let word = lower(index)
        return word == "a" || word == "an" ? index + 1 : (word == "of" && (lower(index + 1) == "a" || lower(index + 1) == "an") ? index + 2 : index)
    }
}
