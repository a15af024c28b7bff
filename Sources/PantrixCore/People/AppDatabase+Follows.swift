import Foundation

package enum PeopleError: Error, Equatable {
    case notFound
    case cannotFollowSelf
}

/// What a profile page says about a person, as seen by one viewer.
package struct Profile: Sendable {
    package let user: User
    package let recipeCount: Int
    package let followers: Int
    package let following: Int
    package let viewerFollows: Bool
    package let isViewer: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(user: User, recipeCount: Int, followers: Int, following: Int, viewerFollows: Bool, isViewer: Bool) {
        self.user = user
        self.recipeCount = recipeCount
        self.followers = followers
        self.following = following
        self.viewerFollows = viewerFollows
        self.isViewer = isViewer
    }
}

/// One entry of the "following" feed: a new recipe by someone the viewer follows.
package struct FeedRecipe: Sendable {
    package let card: RecipeCard
    package let authorName: String
    package let createdAt: Date

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(card: RecipeCard, authorName: String, createdAt: Date) {
        self.card = card
        self.authorName = authorName
        self.createdAt = createdAt
    }
}

extension AppDatabase {
    package func profile(username: String, viewerID: Int64?) async throws -> Profile {
        try await store.read { db in
            guard let user = try User.fetchOne(db, sql: "SELECT * FROM user WHERE usernameKey = ?", arguments: [username.lowercased()]), let id = user.id else {
                throw PeopleError.notFound
            }
            let isViewer = viewerID == id
            guard user.hiddenAt == nil || isViewer else { throw PeopleError.notFound }
            let recipes = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM recipe WHERE authorId = ? AND \(RecipeAccess.visibleSQL("recipe"))
                """, arguments: [id, RecipeAccess.viewerArgument(viewerID)]) ?? 0
            let followers = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM follow WHERE followeeId = ?", arguments: [id]) ?? 0
            let following = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM follow WHERE followerId = ?", arguments: [id]) ?? 0
            let follows = try viewerID.map {
                try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM follow WHERE followerId = ? AND followeeId = ?)", arguments: [$0, id])
            } ?? false
            return Profile(
                user: user, recipeCount: recipes, followers: followers, following: following,
                viewerFollows: follows ?? false, isViewer: isViewer)
        }
    }

    /// Whether the user shows their cooking history on their profile (private by default).
    package func isHistoryPublic(userID: Int64) async throws -> Bool {
        try await store.read { db in
            try Bool.fetchOne(db, sql: "SELECT historyPublic FROM user WHERE id = ?", arguments: [userID]) ?? false
        }
    }

    package func setHistoryPublic(_ isPublic: Bool, userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: "UPDATE user SET historyPublic = ? WHERE id = ?", arguments: [isPublic, userID])
        }
    }

    /// Starts or stops following `username`. Following oneself is refused; repeating is harmless.
    package func setFollowing(_ follow: Bool, username: String, followerID: Int64, now: Date = Date()) async throws {
        try await store.write { db in
            guard let followee = try Int64.fetchOne(db, sql: "SELECT id FROM user WHERE usernameKey = ?", arguments: [username.lowercased()]) else {
                throw PeopleError.notFound
            }
            guard followee != followerID else { throw PeopleError.cannotFollowSelf }
            if follow {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO follow(followerId, followeeId, createdAt) VALUES (?, ?, ?)",
                    arguments: [followerID, followee, now])
            } else {
                try db.execute(sql: "DELETE FROM follow WHERE followerId = ? AND followeeId = ?", arguments: [followerID, followee])
            }
        }
    }

    /// Usernames the user follows, alphabetically.
    package func followedUsernames(of userID: Int64) async throws -> [String] {
        try await store.read { db in
            try String.fetchAll(db, sql: """
                SELECT u.username FROM follow f JOIN user u ON u.id = f.followeeId WHERE f.followerId = ? ORDER BY u.usernameKey
                """, arguments: [userID])
        }
    }

    /// New dish photos by the people the user follows, of recipes the user may see, newest first.
    package func followingPhotos(of userID: Int64, limit: Int = 12) async throws -> [(photo: Photo, recipeTitle: String, username: String)] {
        try await store.read { db in
            let rows = try SQLRow.fetchAll(db, sql: """
                SELECT p.*, r.title AS recipeTitle, u.username AS uploader FROM follow f
                JOIN photo p ON p.userId = f.followeeId
                JOIN recipe r ON r.id = p.recipeId AND \(RecipeAccess.visibleSQL("r"))
                JOIN user u ON u.id = p.userId
                WHERE f.followerId = ? AND p.hiddenAt IS NULL
                ORDER BY p.createdAt DESC, p.id DESC LIMIT ?
                """, arguments: [userID, userID, limit])
            return try rows.map { (try Photo(row: $0), $0["recipeTitle"] as String, $0["uploader"] as String) }
        }
    }

    /// New public recipes by the people the user follows, newest first, in one query.
    package func followingRecipes(of userID: Int64, limit: Int = 30, before: Date? = nil) async throws -> [FeedRecipe] {
        try await store.read { db in
            let rows = try SQLRow.fetchAll(db, sql: """
                SELECT \(RecipeCard.columns("r")), u.username AS authorName, r.createdAt AS addedAt
                FROM follow f
                JOIN recipe r ON r.authorId = f.followeeId AND \(RecipeAccess.publicSQL("r"))
                JOIN user u ON u.id = f.followeeId
                WHERE f.followerId = ? AND r.createdAt < ?
                ORDER BY r.createdAt DESC, r.id DESC LIMIT ?
                """, arguments: [userID, before ?? Date.distantFuture, limit])
            return try rows.map { row in
                FeedRecipe(card: try RecipeCard(row: row), authorName: row["authorName"], createdAt: row["addedAt"])
            }
        }
    }
}
