import Foundation

package enum AccountError: Error, Equatable {
    case usernameTaken
}

extension AppDatabase {
    /// Creates the account; fails with `.usernameTaken` when the name exists in any letter case.
    /// With `invite`, one use of that link is taken in the same transaction (`InviteError.notValid`
    /// when it has none left). `admin` makes the account an admin only while the instance has none
    /// (`--first-user-admin`); otherwise it is created as a member.
    package func createUser(
        username: String, email: String?, passwordHash: String, invite: String? = nil, admin: Bool = false, now: Date = Date()
    ) async throws -> User {
        do {
            return try await store.write { db in
                var user = User(username: username, email: email, passwordHash: passwordHash, createdAt: now)
                if let invite { user.inviteId = try Self.useInvite(db, token: invite, now: now) }
                if admin, try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM user WHERE role = 'admin')") == true {
                    user.role = .admin
                }
                try user.insert(db)
                if user.isAdmin {
                    try Self.recordAudit(db, actor: AdminActor(user), action: "became the first admin", target: "user \(user.username)", now: now)
                }
                return user
            }
        } catch SQLStoreError.uniqueViolation {
            throw AccountError.usernameTaken
        }
    }

    package func user(named username: String) async throws -> User? {
        try await store.read { db in
            try User.fetchOne(db, sql: "SELECT * FROM user WHERE usernameKey = ?", arguments: [username.lowercased()])
        }
    }

    /// The account a login form names: a username (any letter case) or, when it has an "@" (which
    /// no username has), an email compared without case. Emails need not be unique; an address
    /// that two accounts share logs no one in, so the form never picks one of them arbitrarily.
    package func user(login: String) async throws -> User? {
        guard login.contains("@") else { return try await user(named: login) }
        return try await store.read { db in
            let found = try User.fetchAll(
                db, sql: "SELECT * FROM user WHERE lower(email) = ? AND email IS NOT NULL LIMIT 2", arguments: [login.lowercased()])
            return found.count == 1 ? found[0] : nil
        }
    }

    package func user(id: Int64) async throws -> User? {
        // Every signed-in request reads its user: a statement compiled once per connection.
        try await store.readStatement { db in try User.fetchOne(db.cachedStatement(sql: "SELECT * FROM user WHERE id = ?"), arguments: [id]) }
    }

    /// Sets a new password hash and renews the account's credentials (`renewCredentials`) in the
    /// same transaction: other sessions, API tokens, calendar links and an open reset link end.
    package func changePassword(
        userID: Int64, newHash: String, keepingSession sessionID: String?, now: Date = Date()
    ) async throws -> (user: User, revoked: RevokedCredentials) {
        try await store.write { db in
            try db.execute(sql: "UPDATE user SET passwordHash = ? WHERE id = ?", arguments: [newHash, userID])
            return try Self.renewCredentials(db, userID: userID, keepingSession: sessionID, now: now)
        }
    }

    /// Removes the account; sessions and every user-owned row (their own kitchen too) go with it
    /// through ON DELETE CASCADE. A household they were in keeps everything (and passes to its
    /// next manager, or ends when they were its last member).
    package func deleteUser(id: Int64) async throws {
        _ = try await store.write { db in
            if let household = try Int64.fetchOne(db, sql: "SELECT householdId FROM user WHERE id = ?", arguments: [id]) {
                try Self.departHousehold(db, userID: id, household: household)
            }
            try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [id])
        }
    }
}
