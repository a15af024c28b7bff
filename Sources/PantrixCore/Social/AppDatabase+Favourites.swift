import Foundation

/// A recipe's favourite state as one user sees it.
package struct FavouriteState: Sendable, Equatable {
    package let isFavourite: Bool
    package let count: Int

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(isFavourite: Bool, count: Int) {
        self.isFavourite = isFavourite
        self.count = count
    }
}

/// One page of a user's favourites, newest first.
package struct FavouritesPage: Sendable {
    package let cards: [RecipeCard]
    package let hasMore: Bool
}

extension AppDatabase {
    /// Marks or unmarks a recipe as the user's favourite (idempotent, so a double submit is
    /// harmless). `recipe.favouriteCount` follows in the same transaction (triggers, see
    /// Migrations+Social), so home "popular" and the popularity sort stay right.
    @discardableResult
    package func setFavourite(recipeID: Int64, userID: Int64, on: Bool, now: Date = Date()) async throws -> FavouriteState {
        let (state, count) = try await store.write { db -> (FavouriteState, Int) in
            // Taking a favourite away is always allowed (the recipe may have turned private since).
            if on {
                try RecipeAccess.visibleAuthor(db, recipeID: recipeID, viewerID: userID)
                try db.execute(sql: "INSERT OR IGNORE INTO favourite (userId, recipeId, createdAt) VALUES (?, ?, ?)",
                               arguments: [userID, recipeID, now])
            } else {
                try db.execute(sql: "DELETE FROM favourite WHERE userId = ? AND recipeId = ?", arguments: [userID, recipeID])
            }
            let count = try Int.fetchOne(db, sql: "SELECT favouriteCount FROM recipe WHERE id = ?", arguments: [recipeID]) ?? 0
            db.announce(Self.favouritesChangedEvent(recipeID))
            // A recipe the user can no longer see keeps its count to itself.
            guard on || RecipeAccess.isVisible(db, recipeID: recipeID, viewerID: userID) else {
                return (FavouriteState(isFavourite: false, count: 0), count)
            }
            return (FavouriteState(isFavourite: on, count: count), count)
        }
        // Cook now and related recipes break ties by favourites: the index follows at once.
        cookNow.update { $0.setFavourites(recipeID: recipeID, count: count) }
        return state
    }

    /// Whether the user wrote the recipe: taking one's own recipe out of favourites offers to delete it.
    package func isAuthor(recipeID: Int64, userID: Int64) async throws -> Bool {
        try await store.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM recipe WHERE id = ? AND authorId = ?)", arguments: [recipeID, userID]) ?? false
        }
    }

    /// Which of these recipes the user has favourited: one query for a whole page of cards.
    package func favouritedIDs(userID: Int64?, among recipeIDs: [Int64]) async throws -> Set<Int64> {
        guard userID != nil, !recipeIDs.isEmpty else { return [] }
        return try await store.read { db in try Self.favouritedIDs(db, userID: userID, among: recipeIDs) }
    }

    static func favouritedIDs(_ db: SQLConnection, userID: Int64?, among recipeIDs: [Int64]) throws -> Set<Int64> {
        guard let userID, !recipeIDs.isEmpty else { return [] }
        return Set(try db.fetch(favouritedIDsRead(userID: userID, among: recipeIDs)))
    }

    /// One statement per number of cards (a page holds a few dozen at most); `recipeIDs` not empty.
    static func favouritedIDsRead(userID: Int64, among recipeIDs: [Int64]) -> SQLRead<[Int64]> {
        let unique = Array(Set(recipeIDs)).sorted()
        return .values(Int64.self, sql: "SELECT recipeId FROM favourite WHERE userId = ? AND recipeId IN (\(databaseQuestionMarks(count: unique.count)))",
                       arguments: SQLArguments([userID] + unique))
    }

    /// Walks `favourite_newest` (userId, then rowid): no sort, however many favourites.
    static let favouritesSQL = """
        SELECT \(RecipeCard.columns("r")) FROM favourite f JOIN recipe r ON r.id = f.recipeId
        WHERE f.userId = ? AND \(RecipeAccess.visibleSQL("r"))
        ORDER BY f.id DESC LIMIT ? OFFSET ?
        """

    /// The user's favourites that they can still see, newest first.
    package func favourites(userID: Int64, page: Int = 1, pageSize: Int = 24) async throws -> FavouritesPage {
        try await store.read { db in
            let offset = (max(page, 1) - 1) * pageSize
            let rows = try RecipeCard.fetchAll(db, sql: Self.favouritesSQL, arguments: [userID, userID, pageSize + 1, offset])
            return FavouritesPage(cards: Array(rows.prefix(pageSize)), hasMore: rows.count > pageSize)
        }
    }
}
