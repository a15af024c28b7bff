/// Unicode vulgar fractions as recipe writers type them ("1½", "⅓ cup").
enum VulgarFraction {
    static let values: [Character: Double] = [
        "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4,
        "⅕": 1.0 / 5, "⅖": 2.0 / 5, "⅗": 3.0 / 5, "⅘": 4.0 / 5, "⅙": 1.0 / 6,
        "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8, "⅞": 7.0 / 8,
        "⅐": 1.0 / 7, "⅑": 1.0 / 9, "⅒": 1.0 / 10,
    ]

    static let recipeDenominators: Set<Int> = [2, 3, 4, 5, 6, 8, 10, 12, 16, 32, 64]

    static func value(of char: Character) -> Double? { values[char] }
}
