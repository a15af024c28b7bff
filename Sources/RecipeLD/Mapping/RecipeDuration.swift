import Foundation

/// Reads `prepTime`, `cookTime` and `totalTime` as minutes, more leniently than `ISODuration`.
///
/// Besides ISO-8601, real exports carry plain minute counts (Tandoor writes "15") and
/// human text (Mealie keeps what users type, such as "1 hour 15 minutes").
enum RecipeDuration {
    static func minutes(_ value: JSONLDValue?) -> Int? {
        for element in value?.elements ?? [] {
            switch element {
            case .number(let number):
                if let minutes = WholeNumber.rounded(number) { return minutes }
            case .string(let raw):
                let text = HTMLTextCleaner.line(raw)
                if let minutes = ISODuration.minutes(text) ?? plainMinutes(text) {
                    return minutes
                }
                // Malformed ISO ("P1M", "-PT5M") must not be half-read as words ("1 m").
                if !looksLikeISO(text), let minutes = spokenMinutes(text) {
                    return minutes
                }
            default:
                continue
            }
        }
        return nil
    }

    private static func looksLikeISO(_ text: String) -> Bool {
        let upper = text.uppercased().drop { $0 == "-" || $0 == "+" }
        guard upper.first == "P", let next = upper.dropFirst().first else { return text.hasPrefix("-") }
        return next == "T" || next.isNumber
    }

    private static func plainMinutes(_ text: String) -> Int? {
        Double(text).flatMap(WholeNumber.rounded)
    }

    /// Sums every "<number> <unit>" pair: "1 hour 15 minutes", "1h30m", "45 mins".
    static func spokenMinutes(_ text: String) -> Int? {
        var total = 0.0
        var matched = false
        var rest = Substring(text.lowercased())
        while let start = rest.firstIndex(where: { $0.isASCII && $0.isNumber }) {
            rest = rest[start...]
            let numberText = rest.prefix { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," }
            rest = rest.dropFirst(numberText.count)
            let unit = rest.drop { $0 == " " }.prefix { $0.isLetter }
            guard let number = Double(numberText.replacingOccurrences(of: ",", with: ".")),
                  let minutesPerUnit = minutesPerUnit[String(unit)] else { continue }
            total += number * minutesPerUnit
            matched = true
        }
        return matched ? WholeNumber.rounded(total) : nil
    }

    private static let minutesPerUnit: [String: Double] = [
        "d": 1_440, "day": 1_440, "days": 1_440,
        "h": 60, "hr": 60, "hrs": 60, "hour": 60, "hours": 60,
        "m": 1, "min": 1, "mins": 1, "minute": 1, "minutes": 1,
        "s": 1.0 / 60, "sec": 1.0 / 60, "secs": 1.0 / 60, "second": 1.0 / 60, "seconds": 1.0 / 60,
    ]
}
