
/// What a recipe's drawn picture is made from (`DishArt` in Templates).
package struct DishArtFacts: Sendable, Equatable {
    package let category: String
    /// Ingredient keys, heaviest line first.
    package let keys: [String]
    /// Anyone may see it (its picture may be kept by shared caches).
    package let isPublic: Bool
}

extension AppDatabase {
    /// Throws `SocialError.notFound` when the viewer may not see the recipe.
    package func dishArtFacts(recipeID: Int64, viewerID: Int64?) async throws -> DishArtFacts {
        try await store.read { db in
            try RecipeAccess.visibleAuthor(db, recipeID: recipeID, viewerID: viewerID)
            let row = try SQLRow.fetchOne(db.cachedStatement(sql: "SELECT category, visibility FROM recipe WHERE id = ?"), arguments: [recipeID])
            let keys = try String.fetchAll(
                db.cachedStatement(sql: """
                    SELECT ingredientKey FROM recipe_ingredient
                    WHERE recipeId = ? AND ingredientKey IS NOT NULL AND isHeading = 0
                    ORDER BY grams IS NULL, grams DESC, position
                    """),
                arguments: [recipeID])
            return DishArtFacts(
                category: row?["category"] ?? "", keys: keys, isPublic: (row?["visibility"] as String?).map(RecipeAccess.isEveryones) ?? false)
        }
    }
}
