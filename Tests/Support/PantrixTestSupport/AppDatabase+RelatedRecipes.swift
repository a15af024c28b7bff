import PantrixCore

extension AppDatabase {
    /// The related recipes' ranking and their cards, read on their own (the recipe page reads the
    /// cards in its one transaction): for the benchmark that measures this part of the page.
    package func relatedRecipes(to id: Int64, limit: Int = 4) async throws -> [RecipeCard] {
        let ids = try await relatedRecipeIDs(to: id, limit: limit)
        guard !ids.isEmpty else { return [] }
        return try await store.read { db in try Self.publicCards(db, ids: ids) }
    }
}
