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
    static func splitInlineNumbers(_ line: String) -> [String] {
        guard line.hasPrefix("1. ") || line.hasPrefix("1) ") else { return [line] }
        var parts: [String] = []
        var rest = Substring(line)
        var next = 2
        while let range = rest.range(of: " \(next). ") ?? rest.range(of: " \(next)) ") {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.lowerBound...].dropFirst()
            next += 1
        }
        parts.append(String(rest))
        return parts
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
