import Foundation

/// A session's data and expiry with its account's row (nil for an anonymous session or a deleted account).
package typealias SessionLookup = (data: Data, expiresAt: Date, user: User?)

/// Server-side session rows. The web layer's session driver calls these; ids are opaque keys.
extension AppDatabase {
    /// Inserts or updates a session. `expiresAt` nil keeps an existing row's expiry
    /// (a new row then lives `defaultLifetime`).
    package func storeSession(
        id: String, data: Data, userID: Int64?, expiresAt: Date?,
        defaultLifetime: TimeInterval = 24 * 3600, now: Date = Date()
    ) async throws {
        try await store.write { db in
            try db.execute(
                sql: """
                    INSERT INTO session (id, userId, data, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET userId = excluded.userId, data = excluded.data,
                        expiresAt = CASE WHEN ? = 1 THEN excluded.expiresAt ELSE session.expiresAt END
                    """,
                arguments: [id, userID, data, now, expiresAt ?? now.addingTimeInterval(defaultLifetime), expiresAt != nil]
            )
            db.announce(SessionCache.event)
        }
        sessions.forgetAll()
    }

    /// Returns the session's data and expiry, or nil when missing or expired.
    package func session(id: String, now: Date = Date()) async throws -> (data: Data, expiresAt: Date)? {
        try await store.readStatement { db in
            guard let row = try SQLRow.fetchOne(
                db.cachedStatement(sql: "SELECT data, expiresAt FROM session WHERE id = ? AND expiresAt > ?"), arguments: [id, now]
            ) else { return nil }
            return (row["data"], row["expiresAt"])
        }
    }

    /// The session with its account's row (nil for an anonymous session or a deleted account),
    /// read by one statement: a signed-in request needs both before anything else.
    /// Kept between requests where the store hears every write (SessionCache).
    package func sessionWithUser(id: String, now: Date = Date()) async throws -> SessionLookup? {
        guard store.hearsEveryWrite else { return try await readSessionWithUser(id: id, now: now) }
        let (kept, generation) = sessions.kept(id, store: store, now: now)
        if let kept { return kept }
        let readAt = ContinuousClock.now
        let lookup = try await readSessionWithUser(id: id, now: now)
        if let lookup { sessions.keep(lookup, for: id, readSince: generation, readAt: readAt) }
        return lookup
    }

    private func readSessionWithUser(id: String, now: Date) async throws -> SessionLookup? {
        try await store.readStatement { db in
            guard let row = try SQLRow.fetchOne(db.cachedStatement(sql: """
                SELECT s.data AS sessionData, s.expiresAt AS sessionExpiresAt, u.*
                FROM session s LEFT JOIN user u ON u.id = s.userId WHERE s.id = ? AND s.expiresAt > ?
                """), arguments: [id, now]) else { return nil }
            let user = row.value("id").isNull ? nil : try User(row: row)
            return (row["sessionData"], row["sessionExpiresAt"], user)
        }
    }

    package func deleteSession(id: String) async throws {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [id])
            db.announce(SessionCache.event)
        }
        sessions.forgetAll()
    }

    /// Deletes expired rows; returns how many went.
    @discardableResult
    package func purgeExpiredSessions(now: Date = Date()) async throws -> Int {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM session WHERE expiresAt <= ?", arguments: [now])
            return db.changesCount
        }
    }
}
