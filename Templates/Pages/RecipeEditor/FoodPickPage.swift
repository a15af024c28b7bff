import FoodKit
import PantrixCore

/// /recipes/{id}/foods: the author's lines that matched no food, each with the closest foods.
package struct FoodPickPage: Sendable {
    package let layout: LayoutModel
    package let id: Int64
    package let title: String
    package let lines: [AnalyzedLineView]

    package init(layout: LayoutModel, recipe: EditableRecipe) {
        self.layout = layout
        id = recipe.id
        title = recipe.draft.title
        let lines = recipe.draft.ingredients
        let analysis = RecipeAnalyzer().analyze(lines: lines, servings: recipe.draft.servings, foodChoices: recipe.keptChoices(for: lines))
        self.lines = AnalyzedLineView.unmatched(in: analysis)
    }
}
