import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// The database-backed limiter: RateLimiter's semantics (RateLimiterTests runs those on both),
/// with the counts in rate_event and rate_block so that every app server over one database shares
/// them. Runs on SQLite here and on PostgreSQL under scripts/test-postgres.
@Suite struct SharedRateLimiterTests {
    private func limiter(
        _ database: AppDatabase, _ clock: ManualClock, limit: Int = 5, window: TimeInterval = 900, lockout: TimeInterval = 900,
        name: String = "login-account"
    ) -> SharedRateLimiter {
        SharedRateLimiter(name: name, rule: .init(limit: limit, window: window, lockout: lockout), database: database, now: { clock.now })
    }

    private func rows(_ database: AppDatabase, _ table: String) async throws -> Int {
        try await database.store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    /// The reason for the database: app servers behind a load balancer, each with its own limiter
    /// over the same database, count an attacker's tries together.
    @Test func limitersOverOneDatabaseShareTheirCounts() async throws {
        let database = try AppDatabase.inMemory()
        let clock = ManualClock()
        let serverA = limiter(database, clock)
        let serverB = limiter(database, clock)
        for attempt in 0..<5 { await (attempt.isMultiple(of: 2) ? serverA : serverB).record("victim") }
        #expect(await serverA.retryAfter("victim") == 900)
        #expect(await serverB.retryAfter("victim") == 900)
        // A success on one server forgets the failures for all.
        let serverC = limiter(database, clock)
        for _ in 0..<3 { await serverA.record("other") }
        await serverC.reset("other")
        await serverB.record("other")
        #expect(await serverA.retryAfter("other") == nil)
    }

    @Test func concurrentRecordsAreAllCounted() async throws {
        let database = try AppDatabase.inMemory()
        let clock = ManualClock()
        let limiters = (0..<4).map { _ in limiter(database, clock, limit: 20) }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<19 { group.addTask { await limiters[index % 4].record("k") } }
        }
        #expect(await limiters[0].retryAfter("k") == nil)
        await limiters[3].record("k")
        #expect(await limiters[1].retryAfter("k") == 900)
    }

    @Test func limitersOfDifferentNamesDontMeet() async throws {
        let database = try AppDatabase.inMemory()
        let clock = ManualClock()
        let logins = limiter(database, clock, limit: 2, name: "login-account")
        let resets = limiter(database, clock, limit: 2, name: "password-resets-name")
        await logins.record("alice")
        await resets.record("alice")
        #expect(await logins.retryAfter("alice") == nil)
        #expect(await resets.retryAfter("alice") == nil)
        await logins.record("alice")
        #expect(await logins.retryAfter("alice") == 900)
        #expect(await resets.retryAfter("alice") == nil)
    }

    @Test func neverRecordsNothing() async throws {
        let database = try AppDatabase.inMemory()
        let limiter = SharedRateLimiter(name: "off", rule: .never, database: database)
        for _ in 0..<50 { await limiter.record("a") }
        #expect(await limiter.retryAfter("a") == nil)
        #expect(try await rows(database, "rate_event") == 0)
        #expect(try await rows(database, "rate_block") == 0)
    }

    @Test func purgeDropsOldEventsAndEndedBlocks() async throws {
        let database = try AppDatabase.inMemory()
        let clock = ManualClock()
        let short = limiter(database, clock, limit: 2, lockout: 60, name: "short")
        let long = limiter(database, clock, limit: 100, window: 3 * 86_400, name: "long")
        await short.record("blocked")
        await short.record("blocked")
        await long.record("old")
        clock.advance(120)
        await long.record("recent")
        #expect(try await database.purgeRateLimits(now: clock.now) == 1) // the ended block
        clock.advance(86_400 - 60)
        #expect(try await database.purgeRateLimits(now: clock.now) == 1) // "old", a day and a minute ago
        #expect(try await rows(database, "rate_event") == 1)
        #expect(try await rows(database, "rate_block") == 0)
    }

    /// Counting a failed login is bookkeeping: it must not drop every server's page cache.
    @Test func recordingIsNotADataChange() async throws {
        let database = try AppDatabase.inMemory()
        let clock = ManualClock()
        let changes = ChangeCounter()
        database.onDataChange { changes.increment() }
        let limiter = limiter(database, clock, limit: 2)
        await limiter.record("a")
        await limiter.record("a")
        await limiter.record("b")
        await limiter.reset("b")
        #expect(await limiter.retryAfter("a") != nil)
        try await Task.sleep(for: .milliseconds(200))
        #expect(changes.count == 0)
    }
}

private final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
}
