import FoodKit
import Foundation

extension AppDatabase {
    /// The author picks foods for lines (index → food id) of their recipe, which is saved again
    /// through the update path so nutrition, cost, diet tags, search and cook now follow, and
    /// the picks are learned for the instance. Anyone else gets `notFound`.
    package func pickFoods(recipeID: Int64, authorID: Int64, picks: [Int: String], now: Date = Date()) async throws {
        let recipe = try await editableRecipe(id: recipeID, authorID: authorID)
        let lines = recipe.draft.ingredients
        let prepared = try await prepare(recipe.draft, foodChoices: recipe.keptChoices(for: lines), picks: picks)
        try await updateRecipe(id: recipeID, authorID: authorID, with: prepared, visibility: recipe.visibility, now: now)
    }
}
