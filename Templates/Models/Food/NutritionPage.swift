import FoodKit
import PantrixCore

/// /nutrition: the pasted lines and servings as typed, and when analysed, the label and line table.
package struct NutritionPage: Sendable {
    package struct Result: Sendable {
        package let label: NutritionLabel
        package let lines: [AnalyzedLineView]
        package let totalKcal: String
        package let costTotal: String
        package let costPerServing: String
        package let notices: [Notice]
    }

    package let layout: LayoutModel
    package var ingredients = FormField(id: "ingredients")
    package var servings = FormField(id: "servings", value: "1")
    package var problem: String?
    package var result: Result?

    package static func result(_ analysis: RecipeAnalysis) -> Result {
        Result(
            label: NutritionLabel(perServing: analysis.perServing, servings: analysis.servings),
            lines: analysis.lines.enumerated().map { AnalyzedLineView($0.element, index: $0.offset, withChoices: true) },
            totalKcal: String(Int(analysis.total.kcal.rounded())),
            costTotal: Money.usd(analysis.cost.total),
            costPerServing: Money.usd(analysis.cost.perServing),
            notices: Notice.about(analysis)
        )
    }

    package init(layout: LayoutModel, ingredients: FormField = FormField(id: "ingredients"), servings: FormField = FormField(id: "servings", value: "1"), problem: String? = nil, result: Result? = nil) {
        self.layout = layout
        self.ingredients = ingredients
        self.servings = servings
        self.problem = problem
        self.result = result
    }
}

/// Ties a food picked for line N to that line's text, so editing the text drops a stale choice.
package enum LineSignature {
    package static func of(_ line: String) -> String { ContentHash.hex(line.utf8) }
}

/// What the totals leave out, said once per kind of gap.
package struct Notice: Sendable {
    package let text: String
    package let warning: Bool

    package static func about(_ analysis: RecipeAnalysis) -> [Notice] {
        func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }
        var notices: [Notice] = []
        let unmatched = analysis.unmatched.count, unweighed = analysis.unweighedLines.count, unpriced = analysis.unpricedLines.count
        if unmatched > 0 {
            notices.append(Notice(text: "\(lines(unmatched)) matched no food and \(unmatched == 1 ? "is" : "are") left out of the totals. Pick a food below.", warning: true))
        }
        if unweighed > 0 {
            notices.append(Notice(text: "\(lines(unweighed)) \(unweighed == 1 ? "has" : "have") an amount Pantrix could not weigh, so \(unweighed == 1 ? "its" : "their") nutrients are missing.", warning: true))
        }
        if unpriced > 0 {
            notices.append(Notice(text: "\(lines(unpriced)) \(unpriced == 1 ? "has" : "have") no known price; the cost leaves \(unpriced == 1 ? "it" : "them") out.", warning: false))
        }
        return notices
    }
}
