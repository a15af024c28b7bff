import Foundation
import PantrixCore

/// /plan/add?recipe=ID: the form that puts a recipe on the plan, for cards that have no room for it.
package struct PlanAddPage: Sendable {
    package let layout: LayoutModel
    package let recipeID: Int64
    package let recipeTitle: String
    package let servings: Int
    package let choices: PlanFormChoices

    package init(layout: LayoutModel, recipeID: Int64, recipeTitle: String, servings: Int, choices: PlanFormChoices) {
        (self.layout, self.recipeID, self.recipeTitle, self.servings, self.choices) = (layout, recipeID, recipeTitle, servings, choices)
    }
}
