import Foundation

/// Numbering and bullets that sites type into instruction text ("1.", "2)", "Step 3:", "•").
/// They are removed because the app numbers steps itself.
enum StepMarker {
    /// `line` without a leading step marker; may be empty when the line was only a marker.
    static func strip(_ line: String) -> String {
        var rest = Substring(line)
        let hasStepWord = rest.lowercased().hasPrefix("step")
        if hasStepWord { rest = rest.dropFirst(4).drop(while: \.isWhitespace) }

        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if (1...3).contains(digits.count) {
            var afterNumber = rest.dropFirst(digits.count)
            if let mark = afterNumber.first, ".):".contains(mark) {
                afterNumber = afterNumber.dropFirst()
            } else if !hasStepWord {
                return line
            }
            // "1.5 cups" is a quantity, not a marker.
            guard afterNumber.first?.isWhitespace ?? true || hasStepWord else { return line }
            return trimmed(afterNumber.drop { $0.isWhitespace || $0 == "-" || $0 == "–" })
        }
        if hasStepWord { return line }

        if let bullet = rest.first, "•·▪‣*-–".contains(bullet), rest.dropFirst().first?.isWhitespace ?? false {
            return trimmed(rest.dropFirst())
        }
        return line
    }

    /// Splits "1. Mix. 2. Bake." into its numbered parts; other lines are returned whole.
    /// One pass over the bytes, checking each space for the next number: searching the text
    /// for " N. " and then " N) " read it to the end once per step ("1) a 2) b …").
    static func splitInlineNumbers(_ line: String) -> [String] {
        guard line.hasPrefix("1. ") || line.hasPrefix("1) ") else { return [line] }
        let bytes = Array(line.utf8)
        var parts: [String] = []
        var partStart = 0
        var next = Array("2".utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: " "), let end = markerEnd(next, in: bytes, at: index) {
                parts.append(String(decoding: bytes[partStart..<index], as: UTF8.self))
                partStart = index + 1
                next = Array(String(parts.count + 2).utf8)
                index = end
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[partStart...], as: UTF8.self))
        return parts
    }

    /// The index of the space that ends " N. " or " N) " when one starts at `space`.
    private static func markerEnd(_ digits: [UInt8], in bytes: [UInt8], at space: Int) -> Int? {
        let mark = space + 1 + digits.count
        guard mark + 1 < bytes.count, bytes[(space + 1)..<mark].elementsEqual(digits),
              bytes[mark] == UInt8(ascii: ".") || bytes[mark] == UInt8(ascii: ")"), bytes[mark + 1] == UInt8(ascii: " ") else { return nil }
        return mark + 1
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
