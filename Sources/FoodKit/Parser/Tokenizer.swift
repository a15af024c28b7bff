/// Splits an ingredient line into numbers, words and punctuation. Works on grapheme
/// clusters, so no input (emoji, combining marks, NUL, RTL text) can split a character.
enum Tokenizer {
    static func tokenize(_ line: String) -> [Token] {
        var tokens: [Token] = []
        var index = line.startIndex
        var spaceBefore = true
        while index < line.endIndex {
            let char = line[index]
            if char.isWhitespace || char == "\u{0}" {
                spaceBefore = true
                index = line.index(after: index)
                continue
            }
            let end: String.Index
            let kind: Token.Kind
            if let (numberEnd, value) = scanNumber(line, from: index) {
                end = numberEnd
                kind = .number(value)
            } else if isWordChar(char) {
                end = scanWord(line, from: index)
                kind = .word
            } else {
                end = line.index(after: index)
                kind = .punct
            }
            tokens.append(Token(text: line[index..<end], kind: kind, spaceBefore: spaceBefore))
            spaceBefore = false
            index = end
        }
        return tokens
    }

    static func isWordChar(_ char: Character) -> Bool {
        if char.isLetter { return true }
        if char.isASCII || char == "×" || VulgarFraction.value(of: char) != nil { return false }
        // Emoji, marks and other symbols stay words so they survive into the name.
        return !(char.isPunctuation || char.isWhitespace)
    }

    /// A word may carry inner apostrophes and hyphens ("all-purpose", "goats'"), but a
    /// hyphen before a digit ends it ("14-ounce" is number, hyphen, word).
    private static func scanWord(_ line: String, from start: String.Index) -> String.Index {
        var index = line.index(after: start)
        while index < line.endIndex {
            let char = line[index]
            if isWordChar(char) {
                index = line.index(after: index)
                continue
            }
            if char == "-" || char == "'" || char == "’" {
                let next = line.index(after: index)
                if next < line.endIndex, isWordChar(line[next]) {
                    index = line.index(after: next)
                    continue
                }
                if char != "-", next == line.endIndex || !line[next].isLetter {
                    // Trailing possessive apostrophe ("goats'") belongs to the word.
                    if line[start..<index].last == "s" { return next }
                }
            }
            break
        }
        return index
    }

    /// Numbers: "12", "1.5", ".5", "1/2", "1½", "½", "1,000". A slash fraction needs a
    /// recipe-like denominator so "400/14" stays two amounts.
    static func scanNumber(_ line: String, from start: String.Index) -> (String.Index, Double)? {
        let first = line[start]
        if let fraction = VulgarFraction.value(of: first) {
            return (line.index(after: start), fraction)
        }
        guard first.isASCII, first.isWholeNumber || (first == "." && nextIsDigit(line, start)) else { return nil }
        var index = start
        var digits = ""
        while index < line.endIndex, line[index].isASCII, line[index].isWholeNumber || line[index] == "." {
            if line[index] == ".", digits.contains(".") || !nextIsDigit(line, index) { break }
            digits.append(line[index])
            index = line.index(after: index)
            if digits.count > 12 { break }
        }
        // "1,000" thousands; "1,5" European decimal comma.
        if index < line.endIndex, line[index] == ",", !digits.contains("."), nextIsDigit(line, index) {
            let after = line.index(after: index)
            let run = line[after...].prefix { $0.isASCII && $0.isWholeNumber }
            if run.count == 3 || run.count == 1 && digits.count <= 2 {
                digits += run.count == 3 ? String(run) : "." + run
                index = line.index(after, offsetBy: run.count)
            }
        }
        guard var value = Double(digits.hasPrefix(".") ? "0" + digits : digits) else { return nil }
        if index < line.endIndex, line[index] == "/", !digits.contains(".") {
            let after = line.index(after: index)
            let run = line[after...].prefix { $0.isASCII && $0.isWholeNumber }
            // Int(run) is nil for a run too long for Int, so no digit string can trap here.
            if let denominator = Int(run), VulgarFraction.recipeDenominators.contains(denominator),
               value < Double(denominator) * 4 {
                return (line.index(after, offsetBy: run.count), value / Double(denominator))
            }
        }
        // "1½" is one number.
        if index < line.endIndex, let fraction = VulgarFraction.value(of: line[index]), !digits.contains(".") {
            value += fraction
            index = line.index(after: index)
        }
        return (index, value)
    }

    private static func nextIsDigit(_ line: String, _ index: String.Index) -> Bool {
        let next = line.index(after: index)
        return next < line.endIndex && line[next].isASCII && line[next].isWholeNumber
    }
}
