import Foundation

/// A comment as the recipe page shows it.
package struct RecipeComment: Sendable, Equatable, RowDecodable, Decodable {
    package let id: Int64
    package let userId: Int64
    package let author: String
    package let body: String
    package let createdAt: Date
    /// Set while a moderator has hidden the comment (then only its writer is shown it).
    package var hiddenAt: Date? = nil
    package var hiddenReason: String? = nil

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, userId: Int64, author: String, body: String, createdAt: Date, hiddenAt: Date? = nil, hiddenReason: String? = nil) {
        self.id = id
        self.userId = userId
        self.author = author
        self.body = body
        self.createdAt = createdAt
        self.hiddenAt = hiddenAt
        self.hiddenReason = hiddenReason
    }
}

/// One page of a recipe's comments, newest first.
package struct CommentsPage: Sendable {
    package let comments: [RecipeComment]
    package let hasMore: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(comments: [RecipeComment], hasMore: Bool) {
        self.comments = comments
        self.hasMore = hasMore
    }
}

extension AppDatabase {
    /// Adds a plain-text comment (trimmed; 1–2,000 characters) to a recipe the user can see.
    @discardableResult
    package func addComment(recipeID: Int64, userID: Int64, body: String, now: Date = Date()) async throws -> Int64 {
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw SocialError.emptyComment }
        guard text.count <= Self.maxCommentLength else { throw SocialError.commentTooLong }
        return try await store.write { db in
            try RecipeAccess.visibleAuthor(db, recipeID: recipeID, viewerID: userID)
            return try Int64.fetchOne(db, sql: "INSERT INTO comment (recipeId, userId, body, createdAt) VALUES (?, ?, ?, ?) RETURNING id",
                                      arguments: [recipeID, userID, text, now])!
        }
    }

    package func comments(recipeID: Int64, viewerID: Int64? = nil, page: Int = 1, pageSize: Int = 20) async throws -> CommentsPage {
        try await store.read { db in try Self.comments(db, recipeID: recipeID, viewerID: viewerID, page: page, pageSize: pageSize) }
    }

    /// Deletes a comment; its author may, and so may the recipe's author. To anyone else the
    /// comment is "not found".
    package func deleteComment(id: Int64, userID: Int64) async throws -> Int64 {
        try await store.write { db in
            guard let row = try SQLRow.fetchOne(db, sql: """
                SELECT c.userId, c.recipeId, r.authorId FROM comment c JOIN recipe r ON r.id = c.recipeId WHERE c.id = ?
                """, arguments: [id]) else { throw SocialError.notFound }
            let commenter: Int64 = row["userId"]
            let recipeAuthor: Int64? = row["authorId"]
            let recipeID: Int64 = row["recipeId"]
            guard commenter == userID || recipeAuthor == userID else { throw SocialError.notFound }
            try RecipeAccess.visibleAuthor(db, recipeID: recipeID, viewerID: userID)
            try db.execute(sql: "DELETE FROM comment WHERE id = ?", arguments: [id])
            return recipeID
        }
    }

    /// Walks `comment_newest` (recipeId, id) backwards: no sort. A comment a moderator hid is
    /// shown to its writer alone.
    static let commentsSQL = """
        SELECT c.id, c.userId, u.username AS author, c.body, c.createdAt, c.hiddenAt, c.hiddenReason
        FROM comment c JOIN user u ON u.id = c.userId
        WHERE c.recipeId = ? AND (c.hiddenAt IS NULL OR c.userId = ?) ORDER BY c.id DESC LIMIT ? OFFSET ?
        """

    static func comments(_ db: SQLConnection, recipeID: Int64, viewerID: Int64?, page: Int, pageSize: Int) throws -> CommentsPage {
        let rows = try db.fetch(commentsRead(recipeID: recipeID, viewerID: viewerID, page: page, pageSize: pageSize))
        return CommentsPage(comments: Array(rows.prefix(pageSize)), hasMore: rows.count > pageSize)
    }

    /// One comment more than the page holds: whether there are more.
    static func commentsRead(recipeID: Int64, viewerID: Int64?, page: Int, pageSize: Int) -> SQLRead<[RecipeComment]> {
        .all(RecipeComment.self, sql: commentsSQL, arguments: [recipeID, viewerID ?? -1, pageSize + 1, (max(page, 1) - 1) * pageSize])
    }
}
