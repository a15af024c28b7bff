import GRDB

extension Migrations {
    /// Rate limits shared by the app servers of one PostgreSQL database (SharedRateLimiter). On
    /// SQLite, one process, limits are kept in memory and these tables stay empty; they are made
    /// anyway so both stores have one schema.
    static func createRateLimits(_ db: Database) throws {
        /// One counted event (a failed login …) of a limiter ("login-account") for a key.
        try db.create(table: "rate_event") { t in
            t.column("limiter", .text).notNull()
            t.column("subject", .text).notNull()
            t.column("occurredAt", .datetime).notNull()
        }
        try db.create(index: "rate_event_subject", on: "rate_event", columns: ["limiter", "subject", "occurredAt"])
        try db.create(index: "rate_event_occurred", on: "rate_event", columns: ["occurredAt"])
        /// A key that reached its limiter's limit, blocked until the lockout ends.
        try db.create(table: "rate_block") { t in
            t.column("limiter", .text).notNull()
            t.column("subject", .text).notNull()
            t.column("blockedUntil", .datetime).notNull()
            t.primaryKey(["limiter", "subject"])
        }
        try db.create(index: "rate_block_until", on: "rate_block", columns: ["blockedUntil"])
    }
}
