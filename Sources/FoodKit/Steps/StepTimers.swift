import Foundation

/// A duration written in a recipe step ("simmer 10 minutes", "bake for 25–30 min"), as cook mode
/// offers it for a timer.
public struct StepTimer: Sendable, Equatable, Hashable {
    /// As written in the step: "25–30 min", "1 1/2 hours".
    public let label: String
    /// When the timer rings. A range rings at its lower end, when the cook should start checking.
    public let seconds: Int
    /// The upper end of a range ("25–30 min" → 1800), nil for one duration.
    public let maxSeconds: Int?

    public init(label: String, seconds: Int, maxSeconds: Int? = nil) {
        self.label = label
        self.seconds = seconds
        self.maxSeconds = maxSeconds
    }

    /// "10 min", "1 h 30 min", "45 s": for the timer's button.
    public var shortText: String { Self.short(seconds) }

    public static func short(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 { parts.append("\(minutes) min") }
        if rest > 0 || parts.isEmpty { parts.append("\(rest) s") }
        return parts.joined(separator: " ")
    }
}

/// Finds the durations in a step's text. Only a number followed by a unit of time counts, so
/// "a 9-inch pan", "350°F", "2 tbsp" and "step 3" are not timers; "a few minutes" and
/// "overnight" name no length and are skipped; anything over a day is not a kitchen timer.
public enum StepTimers {
    public static let longest = 24 * 3600

    public static func find(in text: String) -> [StepTimer] {
        let ns = text as NSString
        var timers: [StepTimer] = []
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            func group(_ name: String) -> String? {
                let range = match.range(withName: name)
                return range.location == NSNotFound ? nil : ns.substring(with: range).lowercased()
            }
            guard let num1 = group("num1"), let unit = group("unit2").flatMap(unitSeconds) else { continue }
            // Seconds written as words ("a second pan") are ordinals, not durations.
            if unit == 1, num1.first?.isNumber != true, !num1.contains(where: { VulgarFraction.value(of: $0) != nil }) { continue }
            let firstUnit = group("unit1").flatMap(unitSeconds) ?? unit
            guard var low = number(num1, half: group("half1") != nil).map({ $0 * Double(firstUnit) }) else { continue }
            var high: Double? = nil
            if let num2 = group("num2") {
                guard let value = number(num2, half: group("half2") != nil) else { continue }
                high = value * Double(unit)
            } else if group("unit1") != nil {
                continue
            }
            let extra = (group("andHalf") != nil ? Double(unit) / 2 : 0)
                + (group("more").flatMap { Double($0) }.flatMap { value in
                    group("moreUnit").flatMap(unitSeconds).flatMap { $0 < unit ? value * Double($0) : nil }
                } ?? 0)
            if high != nil { high! += extra } else { low += extra }
            let lowSeconds = Int(low.rounded()), highSeconds = high.map { Int($0.rounded()) }
            guard lowSeconds > 0, (highSeconds ?? lowSeconds) <= longest, (highSeconds ?? lowSeconds) >= lowSeconds else { continue }
            let label = ns.substring(with: match.range).trimmingCharacters(in: .whitespaces)
            timers.append(StepTimer(label: label, seconds: lowSeconds, maxSeconds: highSeconds == lowSeconds ? nil : highSeconds))
        }
        return timers
    }

    static let words: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
        "forty-five": 45, "forty five": 45, "sixty": 60, "half a": 0.5, "half an": 0.5,
    ]

    static func number(_ text: String, half: Bool) -> Double? {
        var value: Double
        if let word = words[text] {
            value = word
        } else {
            value = 0
            for part in text.split(whereSeparator: \.isWhitespace) {
                var piece = Substring(part)
                if let last = piece.last, let fraction = VulgarFraction.value(of: last) {
                    value += fraction
                    piece = piece.dropLast()
                    if piece.isEmpty { continue }
                }
                if let slash = piece.firstIndex(of: "/") {
                    guard let top = Double(piece[..<slash]), let bottom = Double(piece[piece.index(after: slash)...]), bottom > 0 else { return nil }
                    value += top / bottom
                } else {
                    guard let plain = Double(piece.replacingOccurrences(of: ",", with: ".")) else { return nil }
                    value += plain
                }
            }
        }
        return half ? value + 0.5 : value
    }

    static func unitSeconds(_ unit: String) -> Int? {
        if unit.hasPrefix("h") { return 3600 }
        if unit.hasPrefix("m") { return 60 }
        if unit.hasPrefix("s") { return 1 }
        return nil
    }

    static let pattern: NSRegularExpression = {
        let fraction = "[½¼¾⅓⅔⅛]"
        let digits = #"(?:\d+(?:[.,]\d+)?(?:\s+\d+/\d+|\s*"# + fraction + #")?|\d+/\d+|"# + fraction + ")"
        let wordNumbers = "half an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty[- ]five|forty|sixty"
        let number = "(?:" + digits + "|\\b(?:" + wordNumbers + "))"
        let unit = "hours?|hrs?|minutes?|mins?|seconds?|secs?"
        let andHalf = #"\s+and\s+a\s+half"#
        let source = #"(?<![\w/.,])(?<num1>"# + number + ")(?<half1>" + andHalf + #")?(?:\s*-?\s*(?<unit1>"# + unit + #"))?"#
            + #"(?:\s*(?:-|–|—|\bto\b|\bor\b)\s*(?<num2>"# + number + ")(?<half2>" + andHalf + ")?)?"
            + #"\s*-?\s*(?<unit2>"# + unit + #")\b(?<andHalf>"# + andHalf + ")?"
            + #"(?:,?\s+(?:and\s+)?(?<more>\d+)\s*(?<moreUnit>minutes?|mins?|seconds?|secs?)\b)?"#
        return try! NSRegularExpression(pattern: source, options: [.caseInsensitive])
    }()
}
