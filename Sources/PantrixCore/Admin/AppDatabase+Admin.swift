import Foundation

/// Who did an admin action: a signed-in admin, or the operator at the command line.
package struct AdminActor: Sendable, Equatable {
    package let userID: Int64?
    package let name: String

    package init(userID: Int64?, name: String) {
        self.userID = userID
        self.name = name
    }

    package init(_ user: User) {
        self.init(userID: user.id, name: user.username)
    }

    /// `pantrix admin …` run by whoever can read and write the database file.
    package static let commandLine = AdminActor(userID: nil, name: "command line")
}

/// One line of the audit log: who did what to what, when, and why.
package struct AuditEntry: Sendable, Equatable, RowDecodable, Decodable {
    package let id: Int64
    package let adminId: Int64?
    package let actor: String
    package let action: String
    package let target: String
    package let reason: String
    package let createdAt: Date

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, adminId: Int64?, actor: String, action: String, target: String, reason: String, createdAt: Date) {
        self.id = id
        self.adminId = adminId
        self.actor = actor
        self.action = action
        self.target = target
        self.reason = reason
        self.createdAt = createdAt
    }
}

package enum AdminError: Error, Equatable {
    case noSuchUser
    /// Revoking or disabling the last admin would leave nobody to run the instance.
    case lastAdmin
    /// An admin cannot disable or delete their own account from the admin area.
    case ownAccount
}

/// A person as the admin area lists them, with what they have done on the instance.
package struct PersonSummary: Sendable, Equatable, RowDecodable, Decodable {
    package let id: Int64
    package let username: String
    package let email: String?
    package let role: UserRole
    package let createdAt: Date
    package let disabledAt: Date?
    package let disabledReason: String?
    package let recipes: Int
    package let comments: Int
    package let photos: Int
    package let cooked: Int
    package let lastSeen: Date?

    package var isAdmin: Bool { role == .admin }
    package var isDisabled: Bool { disabledAt != nil }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, username: String, email: String?, role: UserRole, createdAt: Date, disabledAt: Date?, disabledReason: String?, recipes: Int, comments: Int, photos: Int, cooked: Int, lastSeen: Date?) {
        self.id = id
        self.username = username
        self.email = email
        self.role = role
        self.createdAt = createdAt
        self.disabledAt = disabledAt
        self.disabledReason = disabledReason
        self.recipes = recipes
        self.comments = comments
        self.photos = photos
        self.cooked = cooked
        self.lastSeen = lastSeen
    }
}

extension AppDatabase {
    /// Writes one audit line inside the caller's transaction, so the action and its record
    /// commit together.
    package static func recordAudit(_ db: SQLConnection, actor: AdminActor, action: String, target: String, reason: String = "", now: Date) throws {
        try db.execute(
            sql: "INSERT INTO audit_log (adminId, actor, action, target, reason, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [actor.userID, actor.name, action, target, reason, now])
    }

    package func recordAudit(actor: AdminActor, action: String, target: String, reason: String = "", now: Date = Date()) async throws {
        try await store.write { db in
            try Self.recordAudit(db, actor: actor, action: action, target: target, reason: reason, now: now)
        }
    }

    /// Newest first.
    package func auditLog(limit: Int = 100, offset: Int = 0) async throws -> [AuditEntry] {
        try await store.read { db in
            try AuditEntry.fetchAll(db, sql: "SELECT * FROM audit_log ORDER BY createdAt DESC, id DESC LIMIT ? OFFSET ?", arguments: [limit, offset])
        }
    }

    package func adminExists() async throws -> Bool {
        try await store.read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM user WHERE role = 'admin')") ?? false }
    }

    package func admins() async throws -> [User] {
        try await store.read { db in try User.fetchAll(db, sql: "SELECT * FROM user WHERE role = 'admin' ORDER BY usernameKey") }
    }

    /// Makes `username` an admin or a member again. Revoking the last admin is refused, so the
    /// instance always keeps someone who can reach the admin area (the command line can grant).
    @discardableResult
    package func setRole(_ role: UserRole, username: String, by actor: AdminActor, reason: String = "", now: Date = Date()) async throws -> User {
        try await store.write { db in
            guard var user = try User.fetchOne(db, sql: "SELECT * FROM user WHERE usernameKey = ?", arguments: [username.lowercased()]) else {
                throw AdminError.noSuchUser
            }
            guard user.role != role else { return user }
            if role == .member, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM user WHERE role = 'admin'") ?? 0 <= 1 {
                throw AdminError.lastAdmin
            }
            try db.execute(sql: "UPDATE user SET role = ? WHERE id = ?", arguments: [role.rawValue, user.id])
            user.role = role
            try Self.recordAudit(
                db, actor: actor, action: role == .admin ? "granted admin" : "revoked admin", target: "user \(user.username)",
                reason: reason, now: now)
            return user
        }
    }

    /// Disables the account: its credentials are renewed with none kept (`renewCredentials`), so
    /// it is signed out everywhere at once, and it cannot sign in again until an admin enables it.
    @discardableResult
    package func disableUser(id: Int64, reason: String, by actor: AdminActor, now: Date = Date()) async throws -> RevokedCredentials {
        try await store.write { db in
            guard let user = try User.fetchOne(db, key: id) else { throw AdminError.noSuchUser }
            if user.id == actor.userID { throw AdminError.ownAccount }
            try db.execute(sql: "UPDATE user SET disabledAt = ?, disabledReason = ? WHERE id = ?", arguments: [now, reason, id])
            let revoked = try Self.renewCredentials(db, userID: id, keepingSession: nil, now: now).revoked
            try Self.recordAudit(db, actor: actor, action: "disabled account", target: "user \(user.username)", reason: reason, now: now)
            return revoked
        }
    }

    package func enableUser(id: Int64, reason: String = "", by actor: AdminActor, now: Date = Date()) async throws {
        try await store.write { db in
            guard let user = try User.fetchOne(db, key: id) else { throw AdminError.noSuchUser }
            try db.execute(sql: "UPDATE user SET disabledAt = NULL, disabledReason = NULL WHERE id = ?", arguments: [id])
            try Self.recordAudit(db, actor: actor, action: "enabled account", target: "user \(user.username)", reason: reason, now: now)
        }
    }

    /// How many accounts there are, and how many of them are disabled.
    package func peopleCounts() async throws -> (people: Int, disabled: Int) {
        try await store.read { db in
            let row = try SQLRow.fetchOne(db, sql: "SELECT COUNT(*), COUNT(disabledAt) FROM user")
            return (row?[0] ?? 0, row?[1] ?? 0)
        }
    }

    private static let personColumns = """
        u.id, u.username, u.email, u.role, u.createdAt, u.disabledAt, u.disabledReason,
        (SELECT COUNT(*) FROM recipe WHERE authorId = u.id) AS recipes,
        (SELECT COUNT(*) FROM comment WHERE userId = u.id) AS comments,
        (SELECT COUNT(*) FROM photo WHERE userId = u.id) AS photos,
        (SELECT COUNT(*) FROM cooking_log WHERE userId = u.id) AS cooked,
        (SELECT MAX(createdAt) FROM session WHERE userId = u.id) AS lastSeen
        """

    /// People whose username or email contains `query` (all when empty), newest first.
    package func people(matching query: String, limit: Int = 50, offset: Int = 0) async throws -> [PersonSummary] {
        let pattern = "%" + query.lowercased().replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
        return try await store.read { db in
            try PersonSummary.fetchAll(
                db,
                sql: """
                    SELECT \(Self.personColumns) FROM user u
                    WHERE ? = '' OR u.usernameKey LIKE ? ESCAPE '\\' OR lower(coalesce(u.email, '')) LIKE ? ESCAPE '\\'
                    ORDER BY u.createdAt DESC, u.id DESC LIMIT ? OFFSET ?
                    """,
                arguments: [query, pattern, pattern, limit, offset])
        }
    }

    package func person(id: Int64) async throws -> PersonSummary? {
        try await store.read { db in
            try PersonSummary.fetchOne(db, sql: "SELECT \(Self.personColumns) FROM user u WHERE u.id = ?", arguments: [id])
        }
    }
}
