import Foundation
import Testing
@testable import PantrixCore

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_800_000_000)
    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current.addTimeInterval(seconds) } }
}

@Suite struct RateLimiterTests {
    @Test func blocksAtTheLimitForTheLockoutThenForgives() async {
        let clock = ManualClock()
        let limiter = RateLimiter(rule: .init(limit: 5, window: 900, lockout: 900), now: { clock.now })
        for _ in 0..<4 { await limiter.record("a") }
        #expect(await limiter.retryAfter("a") == nil)
        await limiter.record("a")
        #expect(await limiter.retryAfter("a") == 900)
        #expect(await limiter.retryAfter("b") == nil)
        clock.advance(899)
        #expect(await limiter.retryAfter("a") != nil)
        clock.advance(2)
        #expect(await limiter.retryAfter("a") == nil)
    }

    @Test func oldEventsLeaveTheWindow() async {
        let clock = ManualClock()
        let limiter = RateLimiter(rule: .init(limit: 3, window: 60, lockout: 60), now: { clock.now })
        await limiter.record("k")
        await limiter.record("k")
        clock.advance(61)
        await limiter.record("k")
        #expect(await limiter.retryAfter("k") == nil)
    }
}
