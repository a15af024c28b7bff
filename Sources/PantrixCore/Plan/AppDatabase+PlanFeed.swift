import Foundation

extension AppDatabase {
    /// Makes the private calendar link of the plan the person sees (one per kitchen: any member
    /// of a household may make or revoke it), replacing (and so revoking) any earlier one.
    /// Returns the token, which only the link carries: the database keeps its hash.
    public func makePlanFeed(userID: Int64, now: Date = Date()) async throws -> String {
        let token = RandomToken.make()
        try await store.write { db in
            try db.execute(sql: """
                INSERT INTO plan_feed(kitchenId, tokenHash, createdAt) VALUES (?, ?, ?)
                ON CONFLICT(kitchenId) DO UPDATE SET tokenHash = excluded.tokenHash, createdAt = excluded.createdAt
                """, arguments: [Self.kitchenID(db, userID: userID), RandomToken.storedHash(of: token), now])
        }
        return token
    }

    /// Turns the calendar link off.
    public func revokePlanFeed(userID: Int64) async throws {
        try await store.write { db in try db.execute(sql: "DELETE FROM plan_feed WHERE kitchenId = ?", arguments: [Self.kitchenID(db, userID: userID)]) }
    }

    /// The entries a calendar link shows: from four weeks back on; nil for an unknown or revoked token.
    public func planFeedEntries(token: String, now: Date = Date()) async throws -> [PlanEntry]? {
        try await store.read { db in
            guard let owner = try Int64.fetchOne(db, sql: "SELECT kitchenId FROM plan_feed WHERE tokenHash = ?",
                                                 arguments: [RandomToken.storedHash(of: token)]) else { return nil }
            let from = UseByDate.string(PlanWeek(containing: now).monday.addingTimeInterval(-28 * 86_400))
            return try PlanEntry.fetchAll(db, sql: "SELECT * FROM plan_entry WHERE kitchenId = ? AND day >= ? ORDER BY day, id LIMIT 2000",
                                          arguments: [owner, from])
        }
    }
}
