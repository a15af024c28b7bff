import PantrixTestSupport
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Recipes with the same title get addresses of their own: the title's, then -2, -3, ….
@Suite struct RecipeSlugTests {
    @Test func manyRecipesOfOneTitleEachGetTheNextFreeAddress() async throws {
        let db = try AppDatabase.inMemory()
        let draft = RecipeSearchTests.draft("Banana Bread", "baking", ingredients: ["3 ripe bananas", "250 g flour"])
        var slugs: [String] = []
        for _ in 0..<(AppDatabase.slugsPerRead + 3) {
            let id = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
            slugs.append(try await db.recipeDetail(id: id, viewerID: nil).recipe.slug)
        }
        #expect(slugs.prefix(3) == ["banana-bread", "banana-bread-2", "banana-bread-3"])
        #expect(slugs.last == "banana-bread-\(AppDatabase.slugsPerRead + 3)", "past the first read's tries")
        #expect(Set(slugs).count == slugs.count)
    }
}
