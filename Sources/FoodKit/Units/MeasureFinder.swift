import Foundation

/// Picks the USDA household measure that fits a recipe unit ("cup, chopped" for
/// "1 cup chopped onion", "large" for "2 large eggs", "clove" for "3 cloves garlic").
enum MeasureFinder {
    struct VolumeMeasure {
        let gramsPerMl: Double
        let label: String
    }

    /// Measure words and their millilitres, in the order USDA spells them.
    private static let volumeWords: [(String, String, Double)] = [
        ("cup", "cup", 236.5882365), ("tbsp", "tbsp", 14.78676478125), ("tsp", "tsp", 4.92892159375),
        // A few SR entries spell the spoons out ("1 tablespoon" of olive oil).
        ("tablespoon", "tbsp", 14.78676478125), ("teaspoon", "tsp", 4.92892159375),
        ("fl oz", "fl oz", 29.5735295625), ("pint", "pint", 473.176473), ("quart", "quart", 946.352946),
        ("liter", "l", 1000), ("ml", "ml", 1),
    ]

    static func volumeMeasure(in food: Food, preferring unit: String, preparation: String?) -> VolumeMeasure? {
        let prep = Set(TextNormalizer.terms(preparation ?? ""))
        var best: (score: Int, measure: VolumeMeasure)?
        for measure in food.measures where measure.grams > 0 {
            var text = measure.description.lowercased()
            // "1 serving 1 tsp" (instant tea): the spoon is inside a serving, maybe several of them.
            var spoons = 1.0
            // An envelope "(1 tbsp)" of gelatine: a volume in brackets says what the measure holds,
            // a little less surely than a measure that is a volume itself.
            var inBrackets = false
            if let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")"), !volumeWords.contains(where: { text.hasPrefix($0.0) }) {
                text = "serving " + text[text.index(after: open)..<close]
                inBrackets = true
            }
            if text.hasPrefix("serving ") {
                text.removeFirst("serving ".count)
                if let space = text.firstIndex(of: " "), let number = Self.number(text[..<space]), number > 0 {
                    spoons = number
                    text = String(text[text.index(after: space)...])
                }
            }
            guard let (word, name, ml) = volumeWords.first(where: { text == $0.0 || text.hasPrefix($0.0 + " ") || text.hasPrefix($0.0 + ",") || text.hasPrefix($0.0 + "s") })
            else { continue }
            var score = (name == unit ? 4 : 2) - (inBrackets ? 1 : 0)
            // "cup, chopped" for chopped food; plain "cup" otherwise; "packed"/"melted" only when asked.
            let qualifier = text.dropFirst(word.count).trimmingCharacters(in: .init(charactersIn: " ,"))
            let qualifierWords = TextNormalizer.terms(qualifier).filter { !($0.first?.isNumber ?? true) }
            // "cup, whole" almonds and "cup (8 fl oz)" yogurt are the plain measure of the food.
            let plain = qualifierWords.allSatisfy { ["whole", "kernels", "fl", "oz", "fluid"].contains($0) }
            if plain { score += 1 } else if qualifierWords.contains(where: prep.contains) { score += 3 }
            // "1 cup, whipped" cream is half the weight of the liquid: never unless asked.
            if qualifierWords.contains(where: { unaskedStates.contains($0) && !prep.contains($0) }) { score -= 3 }
            let candidate = VolumeMeasure(gramsPerMl: measure.gramsPerUnit / (ml * spoons), label: label(measure))
            if score > (best?.score ?? -1) { best = (score, candidate) }
        }
        return best?.measure
    }

    /// "2", "0.5" or "1/2" (a serving of "1/2 cup").
    private static func number(_ text: Substring) -> Double? {
        let parts = text.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 { return top / bottom }
        return Double(text)
    }

    /// Measure qualifiers that change how much a cup holds, taken only when the recipe says so.
    private static let unaskedStates: Set<String> = ["whipped", "sifted", "melted", "brownulated"]

    static func label(_ measure: HouseholdMeasure) -> String {
        let amount = measure.amount == measure.amount.rounded() ? String(Int(measure.amount)) : String(measure.amount)
        let grams = measure.grams == measure.grams.rounded() ? String(Int(measure.grams)) : String(format: "%.1f", measure.grams)
        return "\(amount) \(measure.description) = \(grams) g"
    }
}
