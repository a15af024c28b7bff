/// Unit words for display: canonical names in a chosen system, and the recipe's own
/// word made singular or plural to agree with a new number.
enum UnitSpelling {
    /// How a converted amount's unit is written.
    static func display(_ unit: String, plural: Bool) -> String {
        switch unit {
        case "cup": plural ? "cups" : "cup"
        case "pint": plural ? "pints" : "pint"
        case "quart": plural ? "quarts" : "quart"
        case "gallon": plural ? "gallons" : "gallon"
        case "inch": plural ? "inches" : "inch"
        default: unit
        }
    }

    /// "cup" -> "cups" for 2, "cloves" -> "clove" for 1; abbreviations ("tbsp", "g") stay.
    static func agree(_ word: String, plural: Bool) -> String {
        guard let unit = UnitLexicon.unit(forWord: Substring(word)) else { return word }
        let forms = plural ? pluralForms(of: word) : singularForms(of: word)
        return forms.first { UnitLexicon.unit(forWord: Substring($0)) == unit } ?? word
    }

    /// Only whole words grow a plural: "tsp" and "pkg" are abbreviations and stay as they are.
    /// The noun rule first ("pinch" → "pinches", "leaf" → "leaves"), then a plain "s".
    private static func pluralForms(of word: String) -> [String] {
        let lower = word.lowercased()
        guard !lower.hasSuffix("s"), lower.count >= 3, lower.contains(where: { "aeiou".contains($0) }) else { return [] }
        return [NounNumber.matchingCase(NounNumber.pluralForm(of: lower), like: word), word + "s"]
    }

    private static func singularForms(of word: String) -> [String] {
        let lower = word.lowercased()
        guard lower.hasSuffix("s"), lower.count >= 3 else { return [] }
        var forms = [String(word.dropLast())]
        if lower.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if lower.hasSuffix("ves") { forms.append(String(word.dropLast(3)) + "f") }
        // Shortest first would turn "pinches" into "pinche"; a real spelling wins below.
        return forms.filter { $0.count >= 2 }
    }
}
