/// Random ingredient-ish lines: real recipe pieces mixed with hostile text, so the fuzz
/// reaches deep parser paths as well as the tokenizer.
enum FuzzInput {
    static let pieces: [String] = [
        "1", "2", "1/2", "1 1/2", "½", "⅓", "1½", ".5", "0", "00", "1e400", "99999999999999999999",
        "-3", "1/0", "0/0", "1,5", "1,000", "2-3", "2 to 3", "x", "×", "(", ")", "[", "]", "/", ",", "-", "—",
        ":", ";", ".", "a", "an", "half", "dozen", "one", "twelve", "cup", "cups", "tbsp", "T", "t", "g", "kg",
        "oz", "lb", "fl oz", "ml", "l", "pinch", "can", "clove", "large", "finely chopped", "to taste",
        "optional", "such as", "flour", "eggs", "salt", "olive oil", "garlic", "butter", "of", "and", "or",
        "For the sauce:", "(14 oz)", "200g/7oz", "2 x 400g", "plus", "about", "juice of", "each",
    ]

    static func line(using rng: inout SeededGenerator) -> String {
        var text = ""
        let parts = Int.random(in: 0...12, using: &rng)
        for _ in 0..<parts {
            if Bool.random(using: &rng) {
                text += pieces.randomElement(using: &rng)!
            } else {
                for _ in 0..<Int.random(in: 1...6, using: &rng) { text.unicodeScalars.append(scalar(using: &rng)) }
            }
            if Int.random(in: 0..<4, using: &rng) != 0 { text += " " }
        }
        return text
    }

    /// Scalars from the ranges that break naive text code.
    static func scalar(using rng: inout SeededGenerator) -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E,        // ASCII
            0x0300...0x036F,    // combining marks
            0x1F300...0x1F6FF,  // emoji
            0x05D0...0x05EA,    // Hebrew (RTL)
            0x0627...0x064A,    // Arabic (RTL)
            0x00BC...0x00BE,    // ¼ ½ ¾
            0x2150...0x215E,    // ⅐ … ⅞
            0x0660...0x0669,    // Arabic-Indic digits
            0xFF10...0xFF19,    // full-width digits
            0x200B...0x200F,    // zero-width space, joiners, RTL/LTR marks
            0x0000...0x001F,    // controls incl. NUL, tab, newline
            0x2000...0x206F,    // general punctuation
            0x4E00...0x4E50,    // CJK
            0x0030...0x0039,    // digits
        ]
        let range = ranges.randomElement(using: &rng)!
        let value = UInt32.random(in: range, using: &rng)
        return Unicode.Scalar(value) ?? "?"
    }
}
