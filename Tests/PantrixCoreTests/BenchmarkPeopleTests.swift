import Foundation
import PantrixCore
import PantrixTestDatabases
import PantrixTestSupport
import Testing

/// The scale benchmarks' made-up people add up as the site's own writes would: a leaderboard, a
/// profile and favourite counts that agree with the rows behind them.
@Suite struct BenchmarkPeopleTests {
    @Test func generatedPeopleAgreeWithTheirOwnRows() async throws {
        let db = try AppDatabase.inMemory()
        try await db.addBenchmarkRecipes(BenchmarkRecipes.generate(count: 200, seed: 3).map { PreparedRecipe($0) })
        let summary = try await db.generateBenchmarkPeople(count: 12)
        #expect(summary.people == 12 && summary.cooked >= 2_000 && summary.favourites > 0)
        let checks = try await db.store.read { db in
            (
                cooked: try Int.fetchOne(db, sql: "SELECT count(*) FROM cooking_log") ?? -1,
                longest: try Int.fetchOne(db, sql: """
                    SELECT count(*) FROM cooking_log WHERE userId = (SELECT id FROM user WHERE username = 'bench-person-1')
                    """) ?? -1,
                allTime: try Int.fetchOne(db, sql: "SELECT sum(points) FROM points_total WHERE period = 'all'") ?? -1,
                logged: try Int.fetchOne(db, sql: "SELECT sum(points) FROM cooking_log") ?? -2,
                ranked: try Int.fetchOne(db, sql: "SELECT sum(users) FROM points_histogram WHERE period = 'all'") ?? -1,
                withPoints: try Int.fetchOne(db, sql: "SELECT count(*) FROM points_total WHERE period = 'all' AND points > 0") ?? -2,
                hearts: try Int.fetchOne(db, sql: "SELECT sum(favouriteCount) FROM recipe") ?? -1,
                favourites: try Int.fetchOne(db, sql: "SELECT count(*) FROM favourite") ?? -2
            )
        }
        #expect(checks.cooked == summary.cooked)
        #expect(checks.longest == 2_000, "person 1 is the profile with the long history")
        #expect(checks.allTime == checks.logged, "all-time totals are the log's points")
        #expect(checks.ranked == checks.withPoints, "the leaderboard's histogram counts every cook with points")
        #expect(checks.hearts == checks.favourites, "recipes' heart counts are their favourites")
        #expect(summary.favourites == checks.favourites, "the summary counts the rows written, not the picks")
    }
}
