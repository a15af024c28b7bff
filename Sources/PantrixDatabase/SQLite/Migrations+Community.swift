import GRDB

extension Migrations {
    /// Running a community instance: who is an admin or disabled, site settings an admin
    /// changes, the audit log of admin actions, and invite links.
    static func createAdminsAndInvites(_ db: Database) throws {
        try db.alter(table: "user") { t in
            /// "member" or "admin".
            t.add(column: "role", .text).notNull().defaults(to: "member")
            /// Set while an admin has disabled the account: no sign-in, no session.
            t.add(column: "disabledAt", .datetime)
            t.add(column: "disabledReason", .text)
            /// The invite the account was created with, if any.
            t.add(column: "inviteId", .integer)
        }
        try db.create(index: "user_role", on: "user", columns: ["role"])
        try db.create(table: "site_setting", options: .withoutRowID) { t in
            t.primaryKey("key", .text)
            t.column("value", .text).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.create(table: "audit_log") { t in
            t.autoIncrementedPrimaryKey("id")
            /// Nil for the command line (`pantrix admin …`) or once the admin's account is gone;
            /// `actor` keeps the name shown either way.
            t.column("adminId", .integer).references("user", onDelete: .setNull)
            t.column("actor", .text).notNull()
            t.column("action", .text).notNull()
            /// What it was done to, as shown then ("user anna", "recipe 42 “Soup”").
            t.column("target", .text).notNull().defaults(to: "")
            t.column("reason", .text).notNull().defaults(to: "")
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "audit_log_created", on: "audit_log", columns: ["createdAt"])
        try db.create(table: "invite") { t in
            t.autoIncrementedPrimaryKey("id")
            /// SHA-256 of the token in the link; the token itself is shown once, when made.
            t.column("tokenHash", .text).notNull().unique()
            /// Nil when made at the command line (`pantrix admin invite`).
            t.column("createdBy", .integer).references("user", onDelete: .cascade)
            t.column("maxUses", .integer).notNull()
            t.column("uses", .integer).notNull().defaults(to: 0)
            t.column("expiresAt", .datetime).notNull()
            t.column("revokedAt", .datetime)
            t.column("note", .text).notNull().defaults(to: "")
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "invite_created_by", on: "invite", columns: ["createdBy", "createdAt"])
    }
}
