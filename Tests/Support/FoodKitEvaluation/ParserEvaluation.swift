import FoodKit
import Foundation

/// Agreement between the parser and a hand-labelled set, in the four figures the data
/// README recommends, plus how many lines found a food and how many of those with an amount
/// could be weighed (nutrition needs grams).
public struct ParserEvaluation: Sendable, Codable {
    public var lines = 0
    public var quantityAgreement = 0.0
    public var unitAgreement = 0.0
    public var nameExact = 0.0
    public var nameF1 = 0.0
    public var matchedShare = 0.0
    /// Lines with a quantity and a food.
    public var quantifiedMatched = 0
    /// The share of those with grams.
    public var gramsShare = 0.0

    /// `food` finds a parsed line's food; pass nil to skip the food and grams figures.
    public static func evaluate(csv: String, food: ((ParsedIngredient) -> Food?)? = nil) -> ParserEvaluation {
        let labelled = LabelledLine.parseCSV(csv)
        var report = ParserEvaluation()
        var quantityHits = 0, unitHits = 0, nameHits = 0, matched = 0, weighed = 0
        var f1Sum = 0.0
        for line in labelled {
            let parsed = IngredientParser.parse(line.input)
            if agree(parsed.quantity, line.firstQuantity) { quantityHits += 1 }
            if parsed.unit == line.firstUnit { unitHits += 1 }
            if normalise(parsed.name) == normalise(line.name) { nameHits += 1 }
            f1Sum += wordF1(parsed.name, line.name)
            guard let found = food?(parsed) else { continue }
            matched += 1
            guard parsed.quantity != nil else { continue }
            report.quantifiedMatched += 1
            if GramConverter.grams(for: parsed, food: found).grams != nil { weighed += 1 }
        }
        let count = Double(max(labelled.count, 1))
        report.lines = labelled.count
        report.quantityAgreement = Double(quantityHits) / count
        report.unitAgreement = Double(unitHits) / count
        report.nameExact = Double(nameHits) / count
        report.nameF1 = f1Sum / count
        report.matchedShare = Double(matched) / count
        report.gramsShare = Double(weighed) / Double(max(report.quantifiedMatched, 1))
        return report
    }

    public var summary: String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        return """
        lines evaluated:        \(lines)
        first quantity agrees:  \(percent(quantityAgreement))
        first unit agrees:      \(percent(unitAgreement))
        name exact (lower-case): \(percent(nameExact))
        name word-overlap F1:   \(String(format: "%.3f", nameF1))
        matched to a food:      \(percent(matchedShare))
        grams for \(percent(gramsShare)) of the \(quantifiedMatched) quantified matched lines
        """
    }

    public static func agree(_ ours: Double?, _ theirs: Double?) -> Bool {
        switch (ours, theirs) {
        case (nil, nil): true
        case let (a?, b?): abs(a - b) < 0.01 * max(1, abs(b))
        default: false
        }
    }

    public static func normalise(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    public static func wordF1(_ ours: String, _ theirs: String) -> Double {
        let a = words(ours), b = words(theirs)
        if a.isEmpty && b.isEmpty { return 1 }
        if a.isEmpty || b.isEmpty { return 0 }
        var remaining = b
        var common = 0
        for word in a {
            if let index = remaining.firstIndex(of: word) { common += 1; remaining.remove(at: index) }
        }
        guard common > 0 else { return 0 }
        let precision = Double(common) / Double(a.count), recall = Double(common) / Double(b.count)
        return 2 * precision * recall / (precision + recall)
    }
}
