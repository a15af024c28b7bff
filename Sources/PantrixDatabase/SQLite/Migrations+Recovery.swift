import GRDB

extension Migrations {
    /// Getting back in: links that reset a password or confirm a new email address, the lookup
    /// of an account by its email, and mail that could not be sent (shown to admins).
    static func createAccountRecovery(_ db: Database) throws {
        try db.create(table: "account_token") { t in
            t.autoIncrementedPrimaryKey("id")
            /// SHA-256 of the token in the link; the token itself is only ever in the link.
            t.column("tokenHash", .text).notNull().unique()
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            /// "reset" (choose a new password) or "email" (confirm a new address).
            t.column("purpose", .text).notNull()
            /// For "email": the address the link confirms.
            t.column("email", .text)
            /// The admin who made a reset link to pass on; nil when it was sent by mail.
            t.column("createdBy", .integer).references("user", onDelete: .setNull)
            t.column("expiresAt", .datetime).notNull()
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "account_token_user", on: "account_token", columns: ["userId", "purpose"])
        try db.create(index: "account_token_expires", on: "account_token", columns: ["expiresAt"])
        // "Forgot your password?" takes an email address too; addresses are compared without case.
        try db.execute(sql: "CREATE INDEX user_email_key ON user(lower(email)) WHERE email IS NOT NULL")
        try db.create(table: "mail_failure") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("recipient", .text).notNull()
            t.column("subject", .text).notNull()
            /// What went wrong: the program's exit status and the end of what it wrote to stderr.
            t.column("error", .text).notNull()
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "mail_failure_created", on: "mail_failure", columns: ["createdAt"])
    }
}
