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
    package let ingredients: FormField
    package let servings: FormField
    package let result: Result?

    private static func result(_ analysis: RecipeAnalysis) -> Result {
        Result(
            label: NutritionLabel(perServing: analysis.perServing, servings: analysis.servings),
            lines: analysis.lines.enumerated().map { AnalyzedLineView($0.element, index: $0.offset, withChoices: true) },
            totalKcal: String(Int(analysis.total.kcal.rounded())),
            costTotal: Money.usd(analysis.cost.total),
            costPerServing: Money.usd(analysis.cost.perServing),
            notices: Notice.about(analysis)
        )
    }

    /// The form as typed (empty, for one serving, at first) with what is wrong with it, and the
    /// analysis once the lines were read.
    package init(
        layout: LayoutModel, ingredients: String = "", servings: String = "1", ingredientsError: String? = nil, servingsError: String? = nil,
        analysis: RecipeAnalysis? = nil
    ) {
        self.layout = layout
        self.ingredients = FormField(id: "ingredients", value: ingredients, error: ingredientsError)
        self.servings = FormField(id: "servings", value: servings, error: servingsError)
        result = analysis.map(Self.result)
    }
}
