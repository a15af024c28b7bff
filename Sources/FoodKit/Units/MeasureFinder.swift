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
        let prep = preparation?.lowercased() ?? ""
        var best: (score: Int, measure: VolumeMeasure)?
        for measure in food.measures where measure.grams > 0 {
            let text = measure.description.lowercased()
            guard let (word, name, ml) = volumeWords.first(where: { text == $0.0 || text.hasPrefix($0.0 + " ") || text.hasPrefix($0.0 + ",") || text.hasPrefix($0.0 + "s") })
            else { continue }
            _ = word
            var score = name == unit ? 4 : 2
            // "cup, chopped" for chopped food; plain "cup" otherwise; "packed"/"melted" only when asked.
            let qualifier = text.dropFirst(word.count).trimmingCharacters(in: .init(charactersIn: " ,"))
            if qualifier.isEmpty { score += 1 } else if !prep.isEmpty, qualifier.split(separator: " ").contains(where: { prep.contains($0) }) { score += 3 }
            let candidate = VolumeMeasure(gramsPerMl: measure.gramsPerUnit / ml, label: label(measure))
            if score > (best?.score ?? -1) { best = (score, candidate) }
        }
        return best?.measure
    }

    /// A measure for counted things: by unit word ("clove", "slice", "stick") or, for a
    /// bare count, by size ("large") falling back to medium, then any whole-item measure.
    static func countMeasure(in food: Food, unit: String?, size: String?) -> HouseholdMeasure? {
        let measures = food.measures.filter { $0.grams > 0 }
        if let unit {
            let words = unit == "can" || unit == "tin" ? ["can"] : (unit == "package" || unit == "packet" ? ["package", "pkg", "packet"] : [unit])
            return measures.first { measure in
                let text = measure.description.lowercased()
                return words.contains { text.hasPrefix($0) || text.contains(" \($0)") }
            }
        }
        let wanted = size.map { $0.lowercased() }.map { $0 == "big" ? "large" : $0 }
        for preference in [wanted, "medium", "large"].compactMap({ $0 }) {
            if let hit = measures.first(where: { $0.description.lowercased().hasPrefix(preference) }) { return hit }
        }
        return measures.first { isWholeItem($0.description) }
    }

    /// Measures like "fruit", "whole", "onion" or "egg" rather than cups, spoons or weights.
    private static func isWholeItem(_ description: String) -> Bool {
        let text = description.lowercased()
        let notItems = ["cup", "fl", "tbsp", "tsp", "oz", "lb", "fl oz", "g", "pint", "quart", "liter", "ml", "pat", "serving", "slice", "piece", "stick", "package", "can", "container", "bottle", "pouch", "jar", "packet", "portion", "leaf", "sprig", "chopped", "sliced", "diced", "nlea", "bar", "box"]
        let first = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" }).first.map(String.init) ?? text
        return !notItems.contains(first)
    }

    static func label(_ measure: HouseholdMeasure) -> String {
        let amount = measure.amount == measure.amount.rounded() ? String(Int(measure.amount)) : String(measure.amount)
        let grams = measure.grams == measure.grams.rounded() ? String(Int(measure.grams)) : String(format: "%.1f", measure.grams)
        return "\(amount) \(measure.description) = \(grams) g"
    }
}
