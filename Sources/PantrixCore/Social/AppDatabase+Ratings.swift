import Foundation

/// A recipe's stars as one user sees them.
package struct RatingSummary: Sendable, Equatable {
    package let average: Double?
    package let count: Int
    /// The viewer's own stars, if they rated it.
    package let mine: Int?

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(average: Double?, count: Int, mine: Int?) {
        self.average = average
        self.count = count
        self.mine = mine
    }
}

extension AppDatabase {
    /// Sets the user's 1–5 stars for a recipe (rating again changes it); the recipe's stored
    /// average and count follow in the same transaction (triggers, see Migrations+Social).
    @discardableResult
    package func rate(recipeID: Int64, userID: Int64, stars: Int, now: Date = Date()) async throws -> RatingSummary {
        guard (1...5).contains(stars) else { throw SocialError.badRating }
        return try await store.write { db in
            try RecipeAccess.visibleAuthor(db, recipeID: recipeID, viewerID: userID)
            try db.execute(sql: """
                INSERT INTO rating (userId, recipeId, stars, updatedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (userId, recipeId) DO UPDATE SET stars = excluded.stars, updatedAt = excluded.updatedAt
                """, arguments: [userID, recipeID, stars, now])
            return try Self.ratingSummary(db, recipeID: recipeID, userID: userID)
        }
    }

    /// `known`: the recipe's row when this transaction already read it.
    static func myStarsRead(userID: Int64, recipeID: Int64) -> SQLRead<Int?> {
        .value(Int.self, sql: "SELECT stars FROM rating WHERE userId = ? AND recipeId = ?", arguments: [userID, recipeID])
    }

    static func ratingSummary(_ db: SQLConnection, recipeID: Int64, userID: Int64?, known: Recipe? = nil) throws -> RatingSummary {
        let mine = try userID.flatMap { try db.fetch(myStarsRead(userID: $0, recipeID: recipeID)) }
        if let known { return RatingSummary(average: known.ratingAverage, count: known.ratingCount, mine: mine) }
        let row = try SQLRow.fetchOne(db.cachedStatement(sql: "SELECT ratingAverage, ratingCount FROM recipe WHERE id = ?"), arguments: [recipeID])
        return RatingSummary(average: row?["ratingAverage"], count: row?["ratingCount"] ?? 0, mine: mine)
    }
}
