import Foundation

/// Taking points back. A voided entry stays in its cook's history, "withheld" as `voided` with
/// the reason they are shown, its points at 0; the running totals and the histogram the ranks
/// are counted from move with it in the same transaction, so the leaderboard stays exact.
extension AppDatabase {
    /// An admin voids one cooking entry (leaderboard integrity); its cook sees `reason`.
    package func voidCookingEntry(id: Int64, reason: String, by actor: AdminActor, now: Date = Date()) async throws {
        let reason = try Self.moderationReason(reason)
        try await store.write { db in
            guard let row = try SQLRow.fetchOne(db, sql: """
                SELECT c.id, c.userId, c.cookedAt, c.points, c.withheld, c.recipeTitle, u.username
                FROM cooking_log c JOIN user u ON u.id = c.userId WHERE c.id = ?
                """, arguments: [id]) else { throw ModerationError.entryNotFound }
            guard (row["withheld"] as String?) == nil else { throw ModerationError.nothingToVoid }
            let points: Int = row["points"]
            try Self.void(db, entries: [row], reason: reason, now: now)
            try Self.recordAudit(
                db, actor: actor, action: "voided cooking entry",
                target: "cooking entry \(id) by \(row["username"] as String): “\(row["recipeTitle"] as String)” (\(points) points)",
                reason: reason, now: now)
        }
    }

    /// Whose cooking entry it is; nil when there is none.
    package func cookingEntryOwner(id: Int64) async throws -> Int64? {
        try await store.read { db in try Int64.fetchOne(db, sql: "SELECT userId FROM cooking_log WHERE id = ?", arguments: [id]) }
    }

    /// Every point-earning entry logged with the recipe: all of them, whoever cooked it (points
    /// earned with a recipe a moderator removed do not count, for its author or anyone else).
    static func voidCookingEntries(_ db: SQLConnection, recipeID: Int64, reason: String, now: Date) throws {
        let rows = try SQLRow.fetchAll(db, sql: """
            SELECT id, userId, cookedAt, points FROM cooking_log WHERE recipeId = ? AND withheld IS NULL
            """, arguments: [recipeID])
        try void(db, entries: rows, reason: reason, now: now)
    }

    /// `entries`: rows with id, userId, cookedAt and points of entries that earned points.
    private static func void(_ db: SQLConnection, entries: [SQLRow], reason: String, now: Date) throws {
        for row in entries {
            try addToTotals(db, userID: row["userId"], at: row["cookedAt"], points: -(row["points"] as Int), cooked: -1)
            // The photo link goes too, so a voided entry can't take a photo bonus again.
            try db.execute(sql: """
                UPDATE cooking_log SET withheld = ?, voidedAt = ?, voidReason = ?, points = 0, photoPoints = 0, photoId = NULL
                WHERE id = ?
                """, arguments: [PointsRules.NoPoints.voided.rawValue, now, reason, row["id"] as Int64])
        }
    }
}
