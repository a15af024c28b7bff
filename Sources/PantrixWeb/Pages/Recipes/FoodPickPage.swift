import FoodKit
import PantrixCore

/// /recipes/{id}/foods: the author's lines that matched no food, each with the closest foods.
struct FoodPickPage: Sendable {
    let layout: LayoutModel
    let id: Int64
    let title: String
    let lines: [AnalyzedLineView]
    let hasLines: Bool

    init(layout: LayoutModel, recipe: EditableRecipe) {
        self.layout = layout
        id = recipe.id
        title = recipe.draft.title
        let lines = recipe.draft.ingredients
        let analysis = RecipeAnalyzer().analyze(lines: lines, servings: recipe.draft.servings, foodChoices: recipe.keptChoices(for: lines))
        self.lines = AnalyzedLineView.unmatched(in: analysis)
        hasLines = !self.lines.isEmpty
    }
}
