import PantrixCore
import Foundation

extension AppDatabase {
    /// Fills an empty database with `count` generated cooks and point totals for the periods
    /// around `now`, for the leaderboard benchmark. Names start with "bench-cook-" so they can
    /// never pass for real accounts; points are spread like a real board (many small, few large).
    package func generateBenchmarkCooks(count: Int, now: Date = Date(), seed: UInt64 = 42) async throws {
        try await store.write { db in
            var state = seed
            func next() -> UInt64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return state >> 33
            }
            let keys = PointsPeriod.allCases.map { ($0, $0.key(for: now)) }
            let user = try db.makeStatement(sql: """
                INSERT INTO user(username, usernameKey, email, passwordHash, createdAt) VALUES (?, ?, NULL, '!', ?) RETURNING id
                """)
            let total = try db.makeStatement(sql: "INSERT INTO points_total(period, userId, points, cooked) VALUES (?, ?, ?, ?)")
            for index in 0..<count {
                let name = "bench-cook-\(index)"
                let id = try Int64.fetchOne(user, arguments: [name, name, now])!
                let allCooked = Int(next() % 200) + 1
                for (period, key) in keys {
                    let cooked: Int
                    switch period {
                    case .allTime: cooked = allCooked
                    case .month: cooked = min(allCooked, Int(next() % 40))
                    case .week: cooked = min(allCooked, Int(next() % 12))
                    }
                    guard cooked > 0 else { continue }
                    let points = (0..<min(cooked, 20)).reduce(0) { sum, _ in sum + 10 + Int(next() % 60) } * max(cooked / 20, 1)
                    try total.execute(arguments: [key, id, points, cooked])
                }
            }
            try Self.rebuildPointsHistogram(db)
        }
    }
}

extension AppDatabase {
    /// The histogram the leaderboard's ranks are counted from, made again from every total
    /// (generated data writes totals in bulk instead of through `addToTotals`).
    static func rebuildPointsHistogram(_ db: SQLConnection) throws {
        try db.execute(sql: "DELETE FROM points_histogram")
        try db.execute(sql: """
            INSERT INTO points_histogram(period, points, users)
            SELECT period, points, COUNT(*) FROM points_total WHERE points > 0 GROUP BY period, points
            """)
    }
}
