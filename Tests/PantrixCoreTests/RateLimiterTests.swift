import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_800_000_000)
    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current.addTimeInterval(seconds) } }
}

/// What every limiter does, kept in memory (RateLimiter) or in the database shared by app
/// servers (SharedRateLimiter): the same rule, the same answers.
@Suite struct RateLimiterTests {
    enum Kind: String, CaseIterable, Sendable { case memory, database }

    private func limiter(_ kind: Kind, _ clock: ManualClock, limit: Int = 5, window: TimeInterval = 900, lockout: TimeInterval = 900)
        throws -> any RateLimiting
    {
        let rule = RateLimiter.Rule(limit: limit, window: window, lockout: lockout)
        switch kind {
        case .memory: return RateLimiter(rule: rule, now: { clock.now })
        case .database: return SharedRateLimiter(name: "login-account", rule: rule, database: try AppDatabase.inMemory(), now: { clock.now })
        }
    }

    @Test(arguments: Kind.allCases) func blocksAtTheLimitForTheLockoutThenForgives(_ kind: Kind) async throws {
        let clock = ManualClock()
        let limiter = try limiter(kind, clock)
        for _ in 0..<4 { await limiter.record("a") }
        #expect(await limiter.retryAfter("a") == nil)
        await limiter.record("a")
        #expect(await limiter.retryAfter("a") == 900)
        #expect(await limiter.retryAfter("b") == nil)
        clock.advance(899)
        #expect(await limiter.retryAfter("a") != nil)
        clock.advance(2)
        #expect(await limiter.retryAfter("a") == nil)
        // The block cleared the count: after the lockout it takes the whole limit again.
        for _ in 0..<4 { await limiter.record("a") }
        #expect(await limiter.retryAfter("a") == nil)
    }

    @Test(arguments: Kind.allCases) func oldEventsLeaveTheWindow(_ kind: Kind) async throws {
        let clock = ManualClock()
        let limiter = try limiter(kind, clock, limit: 3, window: 60, lockout: 60)
        await limiter.record("k")
        await limiter.record("k")
        clock.advance(61)
        await limiter.record("k")
        #expect(await limiter.retryAfter("k") == nil)
        // The window slides: one more within it reaches three (61 s ago is gone, these two stay).
        clock.advance(30)
        await limiter.record("k")
        #expect(await limiter.retryAfter("k") == nil)
        await limiter.record("k")
        #expect(await limiter.retryAfter("k") == 60)
    }

    @Test(arguments: Kind.allCases) func resetForgetsTheKeysEvents(_ kind: Kind) async throws {
        let clock = ManualClock()
        let limiter = try limiter(kind, clock, limit: 3)
        await limiter.record("a")
        await limiter.record("a")
        await limiter.record("b")
        await limiter.reset("a")
        await limiter.record("a")
        await limiter.record("a")
        #expect(await limiter.retryAfter("a") == nil)
        await limiter.record("b")
        await limiter.record("b")
        #expect(await limiter.retryAfter("b") == 900)
    }
}
