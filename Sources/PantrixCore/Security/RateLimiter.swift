import Foundation

/// Counts events per key in a sliding window and blocks a key once it reaches the limit
/// (`RateLimiter.Rule`): in this process's memory (RateLimiter) or in the database, shared by
/// every app server (SharedRateLimiter).
package protocol RateLimiting: Sendable {
    /// Seconds until the key may try again, or nil when it is not blocked.
    func retryAfter(_ key: String) async -> TimeInterval?
    /// Records one event (a failed login, a registration …) and blocks the key when it hits the limit.
    func record(_ key: String) async
    /// Forgets a key's history, e.g. after a successful login.
    func reset(_ key: String) async
}

/// Counts events per key in a sliding window and blocks a key once it reaches the limit.
/// Kept in memory: a restart forgets counts, which only helps an attacker by one window. Each
/// process counts for itself: with several app servers, see SharedRateLimiter.
package actor RateLimiter: RateLimiting {
    package struct Rule: Sendable {
        package var limit: Int
        package var window: TimeInterval
        package var lockout: TimeInterval

        package init(limit: Int, window: TimeInterval, lockout: TimeInterval) {
            self.limit = limit
            self.window = window
            self.lockout = lockout
        }

        /// A rule that never blocks (limits turned off for a scanner or a load test): nothing is
        /// even recorded.
        package static let never = Rule(limit: .max, window: 0, lockout: 0)
    }

    private let rule: Rule
    private let now: @Sendable () -> Date
    private var events: [String: [Date]] = [:]
    private var blockedUntil: [String: Date] = [:]

    package init(rule: Rule, now: @escaping @Sendable () -> Date = { Date() }) {
        self.rule = rule
        self.now = now
    }

    /// Seconds until the key may try again, or nil when it is not blocked.
    package func retryAfter(_ key: String) -> TimeInterval? {
        let current = now()
        guard let until = blockedUntil[key] else { return nil }
        if until <= current {
            blockedUntil[key] = nil
            return nil
        }
        return until.timeIntervalSince(current)
    }

    /// Records one event (a failed login, a registration …) and blocks the key when it hits the limit.
    package func record(_ key: String) {
        guard rule.limit < Rule.never.limit else { return }
        let current = now()
        var recent = (events[key] ?? []).filter { current.timeIntervalSince($0) < rule.window }
        recent.append(current)
        if recent.count >= rule.limit {
            blockedUntil[key] = current.addingTimeInterval(rule.lockout)
            recent.removeAll()
        }
        events[key] = recent.isEmpty ? nil : recent
        if events.count > 50_000 { prune(at: current) }
    }

    /// Forgets a key's history, e.g. after a successful login.
    package func reset(_ key: String) {
        events[key] = nil
    }

    private func prune(at current: Date) {
        events = events.filter { _, dates in dates.contains { current.timeIntervalSince($0) < rule.window } }
        blockedUntil = blockedUntil.filter { $0.value > current }
    }
}
