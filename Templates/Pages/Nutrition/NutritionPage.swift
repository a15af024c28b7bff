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
