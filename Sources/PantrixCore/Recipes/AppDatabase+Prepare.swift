import FoodKit
import Foundation
import NIOPosix

extension AppDatabase {
    /// The one way the editor, imports and the seed catalogue turn drafts into recipes: lines
    /// without a choice of their own take the food this instance learned for their text.
    package func prepare(
        _ draft: RecipeDraft, foodChoices: [Int: String] = [:], picks: [Int: String] = [:], analyzer: RecipeAnalyzer = RecipeAnalyzer()
    ) async throws -> PreparedRecipe {
        let draft = PreparedRecipe.normalised(draft)
        let learned = try await learnedFoods(forLines: draft.ingredients)
        return PreparedRecipe(draft, analyzer: analyzer, foodChoices: learned.merging(foodChoices) { $1 }, picks: picks)
    }

    /// Many drafts with one look-up of learned foods. The analysis (an import's 50 recipes of
    /// 200 lines) runs on the imports' own thread (`ImportWork`), not on the threads that answer
    /// requests nor the shared pool.
    package func prepare(_ drafts: [RecipeDraft], analyzer: RecipeAnalyzer = RecipeAnalyzer()) async throws -> [PreparedRecipe] {
        let drafts = drafts.map(PreparedRecipe.normalised)
        let learned = try await learnedFoods(forLines: drafts.map(\.ingredients))
        return try await ImportWork.run {
            zip(drafts, learned).map { PreparedRecipe($0, analyzer: analyzer, foodChoices: $1) }
        }
    }
}
