import Foundation
import GRDB

public struct LeaderboardRow: Sendable, Equatable {
    public let rank: Int
    public let userID: Int64
    public let username: String
    public let points: Int
    public let cooked: Int
}

public struct Leaderboard: Sendable {
    public let period: PointsPeriod
    public let top: [LeaderboardRow]
    /// The viewer's own row, also when outside the top; nil when they have no points in the period.
    public let viewer: LeaderboardRow?
    public let participants: Int
}

extension AppDatabase {
    /// The top `limit` for the period containing `now`, ordered by points, then recipes cooked,
    /// then the earlier account (ties never shuffle between page loads), and the viewer's rank.
    /// Reads the running totals through their index: no scan of the cooking log.
    public func leaderboard(_ period: PointsPeriod, now: Date = Date(), limit: Int = 50, viewerID: Int64? = nil) async throws -> Leaderboard {
        let key = period.key(for: now)
        return try await writer.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT t.userId, t.points, t.cooked, u.username FROM points_total t
                JOIN user u ON u.id = t.userId
                WHERE t.period = ? AND t.points > 0
                ORDER BY t.points DESC, t.cooked DESC, t.userId
                LIMIT ?
                """, arguments: [key, limit])
            let top = rows.enumerated().map { index, row in
                LeaderboardRow(rank: index + 1, userID: row["userId"], username: row["username"], points: row["points"], cooked: row["cooked"])
            }
            var viewer: LeaderboardRow?
            if let viewerID {
                if let mine = top.first(where: { $0.userID == viewerID }) {
                    viewer = mine
                } else if let row = try Row.fetchOne(db, sql: """
                    SELECT t.points, t.cooked, u.username FROM points_total t JOIN user u ON u.id = t.userId
                    WHERE t.period = ? AND t.userId = ? AND t.points > 0
                    """, arguments: [key, viewerID]) {
                    let points: Int = row["points"], cooked: Int = row["cooked"]
                    // Everyone with more points, from the histogram, plus the ties ranked ahead.
                    let above = try Int.fetchOne(db, sql: """
                        SELECT COALESCE(SUM(users), 0) FROM points_histogram WHERE period = ? AND points > ?
                        """, arguments: [key, points]) ?? 0
                    let tiesAhead = try Int.fetchOne(db, sql: """
                        SELECT COUNT(*) FROM points_total
                        WHERE period = ? AND points = ? AND (cooked > ? OR (cooked = ? AND userId < ?))
                        """, arguments: [key, points, cooked, cooked, viewerID]) ?? 0
                    let ahead = above + tiesAhead
                    viewer = LeaderboardRow(rank: ahead + 1, userID: viewerID, username: row["username"], points: points, cooked: cooked)
                }
            }
            let participants = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(users), 0) FROM points_histogram WHERE period = ?", arguments: [key]) ?? 0
            return Leaderboard(period: period, top: top, viewer: viewer, participants: participants)
        }
    }

    /// A user's all-time points and rank, for their profile.
    public func standing(userID: Int64, now: Date = Date()) async throws -> LeaderboardRow? {
        try await leaderboard(.allTime, now: now, limit: 0, viewerID: userID).viewer
    }
}
