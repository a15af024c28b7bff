import Foundation
import GRDB

extension AppDatabase {
    /// Makes the plan's private calendar link, replacing (and so revoking) any earlier one.
    /// Returns the token, which only the link carries: the database keeps its hash.
    public func makePlanFeed(ownerID: Int64, now: Date = Date()) async throws -> String {
        let token = RandomToken.make()
        try await writer.write { db in
            try db.execute(sql: """
                INSERT INTO plan_feed(planOwnerId, tokenHash, createdAt) VALUES (?, ?, ?)
                ON CONFLICT(planOwnerId) DO UPDATE SET tokenHash = excluded.tokenHash, createdAt = excluded.createdAt
                """, arguments: [ownerID, RandomToken.storedHash(of: token), now])
        }
        return token
    }

    /// Turns the calendar link off.
    public func revokePlanFeed(ownerID: Int64) async throws {
        try await writer.write { db in try db.execute(sql: "DELETE FROM plan_feed WHERE planOwnerId = ?", arguments: [ownerID]) }
    }

    /// The entries a calendar link shows: from four weeks back on; nil for an unknown or revoked token.
    public func planFeedEntries(token: String, now: Date = Date()) async throws -> [PlanEntry]? {
        try await writer.read { db in
            guard let owner = try Int64.fetchOne(db, sql: "SELECT planOwnerId FROM plan_feed WHERE tokenHash = ?",
                                                 arguments: [RandomToken.storedHash(of: token)]) else { return nil }
            let from = UseByDate.string(PlanWeek(containing: now).monday.addingTimeInterval(-28 * 86_400))
            return try PlanEntry.filter(Column("planOwnerId") == owner && Column("day") >= from)
                .order(Column("day"), Column("id")).limit(2000).fetchAll(db)
        }
    }
}
