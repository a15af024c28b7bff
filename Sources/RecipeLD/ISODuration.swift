import Foundation

/// ISO-8601 durations as schema.org uses them for `prepTime`, `cookTime` and `totalTime`.
public enum ISODuration {
    /// Whole minutes in `text` ("PT1H30M" is 90), rounded to the nearest minute, or nil when
    /// `text` is not a duration this can convert exactly.
    ///
    /// Years and months are refused unless zero: their length in minutes is undefined, yet
    /// some plugins pad every duration as "P0Y0M0DT0H35M0S".
    public static func minutes(_ text: String) -> Int? {
        let characters = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased())
        guard characters.first == "P" else { return nil }

        var seconds = 0.0
        var number = ""
        var inTimePart = false
        var sawComponent = false
        var sawTimeComponent = false
        var lastRank = -1

        for character in characters.dropFirst() {
            if character == "T" {
                guard !inTimePart, number.isEmpty else { return nil }
                inTimePart = true
                continue
            }
            if character.isASCII, character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            guard let value = Double(number), let unit = Unit(character, inTimePart: inTimePart),
                  unit.rank > lastRank else { return nil }
            if let unitSeconds = unit.seconds {
                seconds += value * unitSeconds
            } else if value != 0 {
                return nil
            }
            lastRank = unit.rank
            number = ""
            sawComponent = true
            sawTimeComponent = sawTimeComponent || inTimePart
        }
        guard number.isEmpty, sawComponent, !inTimePart || sawTimeComponent else { return nil }
        return WholeNumber.rounded(seconds / 60)
    }

    /// The shortest hour/minute form: 90 gives "PT1H30M", 0 gives "PT0M".
    /// Days are not used because "PT26H" is unambiguous and every consumer reads it.
    public static func string(minutes: Int) -> String {
        let minutes = max(0, minutes)
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "PT\(rest)M"
        case (_, 0): return "PT\(hours)H"
        default: return "PT\(hours)H\(rest)M"
        }
    }

    /// A designator with its position in the fixed order ISO-8601 requires.
    private struct Unit {
        let rank: Int
        /// nil for years and months, which have no fixed length.
        let seconds: Double?

        init?(_ designator: Character, inTimePart: Bool) {
            switch (designator, inTimePart) {
            case ("Y", false): (rank, seconds) = (0, nil)
            case ("M", false): (rank, seconds) = (1, nil)
            case ("W", false): (rank, seconds) = (2, 604_800)
            case ("D", false): (rank, seconds) = (3, 86_400)
            case ("H", true): (rank, seconds) = (4, 3_600)
            case ("M", true): (rank, seconds) = (5, 60)
            case ("S", true): (rank, seconds) = (6, 1)
            default: return nil
            }
        }
    }
}
