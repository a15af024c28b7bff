import Foundation

extension AppDatabase {
    /// Makes the private calendar link of the plan the person sees (one per kitchen: any member
    /// of a household may make or revoke it), replacing (and so revoking) any earlier one.
    /// Returns the token, which only the link carries: the database keeps its hash. The link is
    /// its maker's credential: it works while they cook in this kitchen, in this sign-in epoch.
    package func makePlanFeed(userID: Int64, now: Date = Date()) async throws -> String {
        let token = RandomToken.make()
        try await store.write { db in
            try db.execute(sql: """
                INSERT INTO plan_feed(kitchenId, tokenHash, createdAt, madeBy, signInEpoch)
                VALUES (?, ?, ?, ?, (SELECT signInEpoch FROM user WHERE id = ?))
                ON CONFLICT(kitchenId) DO UPDATE SET tokenHash = excluded.tokenHash, createdAt = excluded.createdAt,
                    madeBy = excluded.madeBy, signInEpoch = excluded.signInEpoch
                """, arguments: [Self.kitchenID(db, userID: userID), RandomToken.storedHash(of: token), now, userID, userID])
        }
        return token
    }

    /// Turns the calendar link off.
    package func revokePlanFeed(userID: Int64) async throws {
        try await store.write { db in try db.execute(sql: "DELETE FROM plan_feed WHERE kitchenId = ?", arguments: [Self.kitchenID(db, userID: userID)]) }
    }

    /// The entries a calendar link shows: from four weeks back on; nil for an unknown or revoked
    /// token, or one whose maker no longer cooks in its kitchen or has renewed their credentials.
    package func planFeedEntries(token: String, now: Date = Date()) async throws -> [PlanEntry]? {
        try await store.read { db in
            guard let feed = try SQLRow.fetchOne(db, sql: "SELECT kitchenId, madeBy, signInEpoch FROM plan_feed WHERE tokenHash = ?",
                                                 arguments: [RandomToken.storedHash(of: token)]),
                  let makerID = feed["madeBy"] as Int64?, let maker = try User.fetchOne(db, key: makerID),
                  Self.credentialIsCurrent(epoch: feed["signInEpoch"], of: maker),
                  try Self.kitchenID(db, userID: makerID) == feed["kitchenId"] as Int64 else { return nil }
            let owner: Int64 = feed["kitchenId"]
            let from = UseByDate.string(PlanWeek(containing: now).monday.addingTimeInterval(-28 * 86_400))
            return try PlanEntry.fetchAll(db, sql: "SELECT * FROM plan_entry WHERE kitchenId = ? AND day >= ? ORDER BY day, id LIMIT 2000",
                                          arguments: [owner, from])
        }
    }
}
