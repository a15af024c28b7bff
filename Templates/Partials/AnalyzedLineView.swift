import FoodKit
import Foundation

/// One row of an analysis table: what the parser read, which food it chose, and what it adds up to.
package struct AnalyzedLineView: Sendable {
    package struct Choice: Sendable {
        package let id: String
        package let label: String
        package let selected: Bool
    }

    package let index: Int
    /// 1-based, for people.
    package let number: Int
    package let input: String
    package let quantity: String?
    package let unit: String?
    package let name: String
    package let size: String?
    package let preparation: String?
    package let comment: String?
    package let foodID: String?
    package let foodDescription: String?
    package let confidence: String?
    /// The SR21 food a stand-in's figures come from ("estimated from Spices, curry powder").
    package let estimatedFrom: String?
    package let grams: String?
    package let gramsPath: String
    package let kcal: String?
    package let price: String?
    package let warnings: [String]
    package let unmatched: Bool
    /// Made by another part of the recipe, so it has no food of its own.
    package let subRecipe: Bool
    package let heading: Bool
    package let choices: [Choice]
    /// Sent back with a food choice, see `LineSignature`.
    package let signature: String

    package init(_ line: AnalyzedLine, index: Int, withChoices: Bool) {
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
    package static func unmatched(in analysis: RecipeAnalysis) -> [AnalyzedLineView] {
        analysis.lines.enumerated()
            .filter { $0.element.match == nil && !$0.element.parsed.isHeading }
            .map { AnalyzedLineView($0.element, index: $0.offset, withChoices: true) }
    }

    /// The current food first, then the catalogue's best other candidates for the name.
    package static func choices(for line: AnalyzedLine) -> [Choice] {
        var foods = line.match.map { [$0.food] } ?? []
        for food in FoodCatalogue.shared.search(line.parsed.name, limit: 8) where !foods.contains(where: { $0.id == food.id }) {
            foods.append(food)
        }
        return foods.prefix(8).map { Choice(id: $0.id, label: $0.description, selected: $0.id == line.match?.food.id) }
    }

    package static func number(_ value: Double) -> String { PlainNumber.text(value) }
}
