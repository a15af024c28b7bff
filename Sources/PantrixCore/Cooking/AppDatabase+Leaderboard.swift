import Foundation

package struct LeaderboardRow: Sendable, Equatable {
    package let rank: Int
    package let userID: Int64
    package let username: String
    package let points: Int
    package let cooked: Int

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(rank: Int, userID: Int64, username: String, points: Int, cooked: Int) {
        self.rank = rank
        self.userID = userID
        self.username = username
        self.points = points
        self.cooked = cooked
    }
}

package struct Leaderboard: Sendable {
    package let period: PointsPeriod
    package let top: [LeaderboardRow]
    /// The viewer's own row, also when outside the top; nil when they have no points in the period.
    package let viewer: LeaderboardRow?
    package let participants: Int

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(period: PointsPeriod, top: [LeaderboardRow], viewer: LeaderboardRow?, participants: Int) {
        self.period = period
        self.top = top
        self.viewer = viewer
        self.participants = participants
    }
}

extension AppDatabase {
    /// The top `limit` for the period containing `now`, ordered by points, then recipes cooked,
    /// then the earlier account (ties never shuffle between page loads), and the viewer's rank.
    /// Reads the running totals through their index: no scan of the cooking log.
    package func leaderboard(_ period: PointsPeriod, now: Date = Date(), limit: Int = 50, viewerID: Int64? = nil) async throws -> Leaderboard {
        let key = period.key(for: now)
        return try await store.read { db in
            let rows = try SQLRow.fetchAll(db, sql: """
                SELECT t.userId, t.points, t.cooked, u.username FROM points_total t
                JOIN user u ON u.id = t.userId
                WHERE t.period = ? AND t.points > 0
                ORDER BY t.points DESC, t.cooked DESC, t.userId
                LIMIT ?
                """, arguments: [key, limit])
            let top = rows.enumerated().map { index, row in
                LeaderboardRow(rank: index + 1, userID: row["userId"], username: row["username"], points: row["points"], cooked: row["cooked"])
            }
            let viewer = try top.first { $0.userID == viewerID } ?? viewerID.flatMap { try Self.rank(db, period: key, userID: $0) }
            let participants = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(users), 0) FROM points_histogram WHERE period = ?", arguments: [key]) ?? 0
            return Leaderboard(period: period, top: top, viewer: viewer, participants: participants)
        }
    }

    /// A user's all-time points and rank, for their profile (nil before their first points).
    package func standing(userID: Int64, now: Date = Date()) async throws -> LeaderboardRow? {
        try await store.read { db in try Self.rank(db, period: PointsPeriod.allTime.key(for: now), userID: userID) }
    }

    /// One user's row and rank in a period: everyone with more points, summed from the
    /// histogram, plus the ties ranked ahead — no counting through every user.
    static func rank(_ db: SQLConnection, period key: String, userID: Int64) throws -> LeaderboardRow? {
        guard let row = try SQLRow.fetchOne(db, sql: """
            SELECT t.points, t.cooked, u.username FROM points_total t JOIN user u ON u.id = t.userId
            WHERE t.period = ? AND t.userId = ? AND t.points > 0
            """, arguments: [key, userID]) else { return nil }
        let points: Int = row["points"], cooked: Int = row["cooked"]
        let above = try Int.fetchOne(db, sql: """
            SELECT COALESCE(SUM(users), 0) FROM points_histogram WHERE period = ? AND points > ?
            """, arguments: [key, points]) ?? 0
        let tiesAhead = try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM points_total
            WHERE period = ? AND points = ? AND (cooked > ? OR (cooked = ? AND userId < ?))
            """, arguments: [key, points, cooked, cooked, userID]) ?? 0
        return LeaderboardRow(rank: above + tiesAhead + 1, userID: userID, username: row["username"], points: points, cooked: cooked)
    }
}
