import Foundation
import Logging

/// RateLimiter's counting kept in the database (rate_event, rate_block), so every app server
/// sharing a PostgreSQL database counts the same events: with N servers behind a load balancer
/// an attacker still gets 5 failed logins an account, not 5×N. Same Rule, same semantics:
/// events in a sliding window; the event that reaches the limit blocks the key for the lockout
/// and clears its count; `.never` records nothing.
///
/// Each `record` is one write transaction and each `retryAfter` one read, so it suits failures
/// and rare actions, not a budget spent on every request. A database that fails leaves the key
/// unlimited for that call (logged): the request that asked is about to use the same database.
package struct SharedRateLimiter: RateLimiting {
    /// Which limit this is ("login-account"): keys of different limiters never meet.
    package let name: String
    private let rule: RateLimiter.Rule
    private let database: AppDatabase
    private let now: @Sendable () -> Date
    private static let logger = Logger(label: "pantrix.ratelimit")

    package init(name: String, rule: RateLimiter.Rule, database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.name = name
        self.rule = rule
        self.database = database
        self.now = now
    }

    package func retryAfter(_ key: String) async -> TimeInterval? {
        // Limits turned off: nothing to read, whatever other servers recorded.
        guard rule.limit < RateLimiter.Rule.never.limit else { return nil }
        let current = now()
        do {
            let until = try await database.store.read { [name] db in
                try Date.fetchOne(
                    db, sql: "SELECT blockedUntil FROM rate_block WHERE limiter = ? AND subject = ? AND blockedUntil > ?",
                    arguments: [name, key, current])
            }
            return until.map { $0.timeIntervalSince(current) }
        } catch {
            Self.logger.error("rate limit \(name) unreadable: \(error)")
            return nil
        }
    }

    package func record(_ key: String) async {
        guard rule.limit < RateLimiter.Rule.never.limit else { return }
        let current = now()
        let windowStart = current.addingTimeInterval(-rule.window)
        let blockedUntil = current.addingTimeInterval(rule.lockout)
        let limit = rule.limit
        do {
            try await database.store.write { [name] db in
                try db.execute(
                    sql: "DELETE FROM rate_event WHERE limiter = ? AND subject = ? AND occurredAt <= ?",
                    arguments: [name, key, windowStart])
                try db.execute(
                    sql: "INSERT INTO rate_event (limiter, subject, occurredAt) VALUES (?, ?, ?)", arguments: [name, key, current])
                let count = try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM rate_event WHERE limiter = ? AND subject = ?", arguments: [name, key]) ?? 0
                guard count >= limit else { return }
                try db.execute(
                    sql: """
                        INSERT INTO rate_block (limiter, subject, blockedUntil) VALUES (?, ?, ?)
                        ON CONFLICT (limiter, subject) DO UPDATE SET blockedUntil = excluded.blockedUntil
                        """,
                    arguments: [name, key, blockedUntil])
                try db.execute(sql: "DELETE FROM rate_event WHERE limiter = ? AND subject = ?", arguments: [name, key])
            }
        } catch {
            Self.logger.error("rate limit \(name) not recorded: \(error)")
        }
    }

    package func reset(_ key: String) async {
        do {
            try await database.store.write { [name] db in
                try db.execute(sql: "DELETE FROM rate_event WHERE limiter = ? AND subject = ?", arguments: [name, key])
            }
        } catch {
            Self.logger.error("rate limit \(name) not reset: \(error)")
        }
    }
}

extension AppDatabase {
    /// Deletes rate-limit rows no limit can still use: events older than a day (longer than any
    /// window) and blocks whose lockout has ended. Returns how many rows went.
    @discardableResult
    package func purgeRateLimits(now: Date = Date()) async throws -> Int {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM rate_event WHERE occurredAt < ?", arguments: [now.addingTimeInterval(-86_400)])
            let events = db.changesCount
            try db.execute(sql: "DELETE FROM rate_block WHERE blockedUntil <= ?", arguments: [now])
            return events + db.changesCount
        }
    }
}
