import GRDB

extension Migrations {
    /// Personal API tokens: named, read-only or read-write, optionally expiring, revocable. Only
    /// the token's SHA-256 is kept; the token itself is shown once.
    static func createAPITokens(_ db: Database) throws {
        try db.create(table: "api_token") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("tokenHash", .text).notNull().unique()
            /// "read" or "write".
            t.column("scope", .text).notNull()
            t.column("createdAt", .datetime).notNull()
            t.column("expiresAt", .datetime)
            /// Kept to the minute: a token used all day writes once a minute, not per request.
            t.column("lastUsedAt", .datetime)
            t.column("revokedAt", .datetime)
        }
        try db.create(index: "api_token_user", on: "api_token", columns: ["userId"])
    }
}
