import Foundation

/// The recipes the meal plan's picker offers: what a search found, what the pantry can make
/// now, and the newest favourites.
package struct PlanPicks: Sendable {
    package let found: [RecipeCard]
    package let cookNow: [RecipeCard]
    package let favourites: [RecipeCard]
}

extension AppDatabase {
    /// The picker's recipes for `query` (empty: no search); cook now only with something in the pantry.
    package func planPicks(userID: Int64, query: String) async throws -> PlanPicks {
        var found: [RecipeCard] = []
        if !query.isEmpty {
            var recipeSearch = RecipeSearch()
            recipeSearch.text = query
            found = Array(try await search(recipeSearch, viewerID: userID).cards.prefix(8))
        }
        var cookNowCards: [RecipeCard] = []
        if try await !pantryItems(userID: userID).isEmpty {
            var cookQuery = CookNowQuery()
            cookQuery.limit = 6
            cookNowCards = try await cookNow(userID: userID, query: cookQuery).cards.map(\.card)
        }
        return PlanPicks(found: found, cookNow: cookNowCards, favourites: try await favourites(userID: userID, pageSize: 6).cards)
    }
}
