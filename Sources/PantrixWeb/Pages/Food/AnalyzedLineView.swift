import FoodKit
import Foundation

/// One row of an analysis table: what the parser read, which food it chose, and what it adds up to.
struct AnalyzedLineView: Sendable {
    struct Choice: Sendable {
        let id: String
        let label: String
        let selected: Bool
    }

    let index: Int
    /// 1-based, for people.
    let number: Int
    let input: String
    let quantity: String?
    let unit: String?
    let name: String
    let size: String?
    let preparation: String?
    let comment: String?
    let foodID: String?
    let foodDescription: String?
    let confidence: String?
    /// The SR21 food a stand-in's figures come from ("estimated from Spices, curry powder").
    let estimatedFrom: String?
    let grams: String?
    let gramsPath: String
    let kcal: String?
    let price: String?
    let warnings: [String]
    let unmatched: Bool
    /// Made by another part of the recipe, so it has no food of its own.
    let subRecipe: Bool
    let heading: Bool
    let choices: [Choice]
    /// Sent back with a food choice, see `LineSignature`.
    let signature: String

    init(_ line: AnalyzedLine, index: Int, withChoices: Bool) {
        self.index = index
        number = index + 1
        input = line.parsed.input
        quantity = line.parsed.quantity.map { q in
            line.parsed.quantityMax.map { "\(Self.number(q))–\(Self.number($0))" } ?? Self.number(q)
        }
        unit = line.parsed.unit
        name = line.parsed.name
        size = line.parsed.size
        preparation = line.parsed.preparation
        comment = line.parsed.comment
        foodID = line.match?.food.id
        foodDescription = line.match?.food.description
        confidence = line.match.map { String(format: "%.0f%%", $0.confidence * 100) }
        estimatedFrom = line.match?.estimatedFrom
        grams = line.grams.grams.map { "\(Self.number(($0 * 10).rounded() / 10)) g" }
        gramsPath = line.grams.path.label
        kcal = line.kcal.map { String(Int($0.rounded())) }
        price = line.cost.map(Money.usd)
        warnings = line.warnings
        subRecipe = line.parsed.isSubRecipe
        unmatched = line.match == nil && !line.parsed.isHeading && !subRecipe
        heading = line.parsed.isHeading
        signature = LineSignature.of(line.parsed.input)
        choices = withChoices && !line.parsed.isHeading ? Self.choices(for: line) : []
    }

    /// The lines nothing matched, each with the closest foods to pick from.
    static func unmatched(in analysis: RecipeAnalysis) -> [AnalyzedLineView] {
        analysis.lines.enumerated()
            .filter { $0.element.match == nil && !$0.element.parsed.isHeading }
            .map { AnalyzedLineView($0.element, index: $0.offset, withChoices: true) }
    }

    /// The current food first, then the catalogue's best other candidates for the name.
    static func choices(for line: AnalyzedLine) -> [Choice] {
        var foods = line.match.map { [$0.food] } ?? []
        for food in FoodCatalogue.shared.search(line.parsed.name, limit: 8) where !foods.contains(where: { $0.id == food.id }) {
            foods.append(food)
        }
        return foods.prefix(8).map { Choice(id: $0.id, label: $0.description, selected: $0.id == line.match?.food.id) }
    }

    static func number(_ value: Double) -> String { PlainNumber.text(value) }
}

/// Prices as the pages print them.
enum Money {
    static func usd(_ amount: Double) -> String { String(format: "$%.2f", amount) }
    /// For URLs and inputs: "2.5", "3".
    static func plain(_ amount: Double) -> String {
        amount == amount.rounded() ? String(Int(amount)) : String(format: "%.2f", amount)
    }
}
