import Foundation
import Synchronization

/// Parses, matches, weighs, and prices recipe lines, and adds them up.
public struct RecipeAnalyzer: Sendable {
    public let matcher: FoodMatcher
    public let prices: PriceTable
    /// Lines already analysed, for loads that repeat the same lines many times over (generated
    /// benchmark catalogues); nil for everything else.
    let memo: LineMemo?

    /// More than this on one line is accepted but flagged as probably a typo.
    public static let absurdGrams = 20_000.0

    public init(matcher: FoodMatcher = .shared, prices: PriceTable = .defaults, remembersLines: Bool = false) {
        self.matcher = matcher
        self.prices = prices
        memo = remembersLines ? LineMemo() : nil
    }

    public static func analyze(lines: [String], servings: Int) -> RecipeAnalysis {
        RecipeAnalyzer().analyze(lines: lines, servings: servings)
    }

    /// `foodChoices` maps a line's index in `lines` to a food id the user picked for it.
    public func analyze(lines: [String], servings: Int, foodChoices: [Int: String] = [:]) -> RecipeAnalysis {
        var analyzed: [AnalyzedLine] = []
        for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            analyzed.append(analyze(line: line, foodID: foodChoices[index]))
        }
        return summarise(analyzed, servings: servings)
    }

    /// One line, optionally with a user-chosen food instead of the matcher's.
    public func analyze(line: String, foodID: String? = nil) -> AnalyzedLine {
        guard let memo, foodID == nil else { return analyzeAfresh(line: line, foodID: foodID) }
        if let kept = memo.lines.withLock({ $0[line] }) { return kept }
        let analyzed = analyzeAfresh(line: line, foodID: nil)
        memo.lines.withLock { $0[line] = analyzed }
        return analyzed
    }

    private func analyzeAfresh(line: String, foodID: String?) -> AnalyzedLine {
        let parsed = IngredientParser.parse(line)
        let own = matcher.match(parsed)
        // Choosing the food the matcher found keeps its ingredient key and stand-in note.
        guard let foodID, foodID != own?.food.id else { return analyze(parsed: parsed, match: own) }
        return analyze(parsed: parsed, match: matcher.match(foodID: foodID))
    }

    public func analyze(parsed: ParsedIngredient, match: FoodMatch?) -> AnalyzedLine {
        let grams = match.map { GramConverter.grams(for: parsed, food: $0.food) } ?? GramConverter.grams(for: parsed, food: nil)
        let nutrients = match.flatMap { match in grams.grams.map { match.food.nutrients(grams: $0) } }
        let cost = match.flatMap { prices.cost(of: parsed, match: $0, grams: grams.grams) }
        var warnings: [String] = []
        if let weight = grams.grams, weight > Self.absurdGrams {
            // Formatted, not converted to Int: a typo like "99999999999999 kg" exceeds Int.max.
            warnings.append("absurd amount: \(String(format: "%.0f", weight)) g on one line")
        } else if let quantity = parsed.quantity, quantity > 10_000 {
            warnings.append("absurd amount: quantity \(quantity)")
        }
        if parsed.isSubRecipe, match == nil {
            warnings.append("made in another part of the recipe")
        } else if !parsed.isHeading, match == nil, !parsed.name.isEmpty {
            warnings.append("no matching food")
        }
        if match != nil, grams.grams == nil { warnings.append("amount could not be converted to grams") }
        if match != nil, cost == nil { warnings.append("price unknown") }
        return AnalyzedLine(parsed: parsed, match: match, grams: grams, nutrients: nutrients, cost: cost, warnings: warnings)
    }

    func summarise(_ lines: [AnalyzedLine], servings: Int) -> RecipeAnalysis {
        let servings = max(servings, 1)
        let total = lines.compactMap(\.nutrients).reduce(NutritionFacts.zero, +)
        let cost = lines.compactMap(\.cost).reduce(0, +)
        let unmatched = lines.filter { $0.match == nil && !$0.parsed.isHeading && !$0.parsed.isSubRecipe }.map(\.parsed.input)
        return RecipeAnalysis(
            servings: servings, total: total, perServing: total.scaled(by: 1 / Double(servings)),
            cost: .init(total: (cost * 100).rounded() / 100, perServing: (cost / Double(servings) * 100).rounded() / 100, currency: "USD"),
            lines: lines, unmatched: unmatched)
    }
}

/// A line's text → its analysis (the same text with no chosen food always reads the same).
final class LineMemo: Sendable {
    let lines = Mutex<[String: AnalyzedLine]>([:])
}
