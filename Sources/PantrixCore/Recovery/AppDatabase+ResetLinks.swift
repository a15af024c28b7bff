import Foundation

/// A link that lets its holder choose a new password, as made (the token is in it once and
/// nowhere else: the database keeps only its SHA-256).
package struct ResetLink: Sendable, Equatable {
    package let token: String
    package let user: User
    package let expiresAt: Date
}

package enum RecoveryError: Error, Equatable {
    /// No link has this token, or it expired, was used, was replaced by a newer one, or its
    /// account is disabled: one answer for all, so a guessed link learns nothing.
    case linkNotValid
    case noSuchUser
    /// A disabled account gets no reset link: an admin enables it first.
    case accountDisabled
}

extension AppDatabase {
    /// A link sent by mail to the person who asked.
    package static let resetLinkLifetime: TimeInterval = 3600
    /// A link an admin makes to pass on by hand, which can take longer to reach its person.
    package static let adminResetLinkLifetime: TimeInterval = 24 * 3600
    /// The most accounts one email address gets links for at once (emails need not be unique).
    package static let maxAccountsPerEmail = 5

    /// The accounts "Forgot your password?" sends a link for: the one with that username, or
    /// those with that email address; only accounts with an email that are not disabled.
    package func recoverableAccounts(matching nameOrEmail: String) async throws -> [User] {
        let key = nameOrEmail.lowercased()
        return try await store.read { db in
            let users: [User]
            if key.contains("@") {
                users = try User.fetchAll(
                    db, sql: "SELECT * FROM user WHERE lower(email) = ? AND email IS NOT NULL ORDER BY id LIMIT ?",
                    arguments: [key, Self.maxAccountsPerEmail])
            } else {
                users = try User.fetchAll(db, sql: "SELECT * FROM user WHERE usernameKey = ?", arguments: [key])
            }
            return users.filter { !$0.isDisabled && !($0.email ?? "").isEmpty }
        }
    }

    /// Makes a reset link for the account. Only its hash is stored; any older reset link of the
    /// account stops working. With `admin`, the admin made it to pass on, and the audit log
    /// says so in the same transaction.
    package func createResetLink(
        userID: Int64, by admin: AdminActor? = nil, lifetime: TimeInterval = resetLinkLifetime, now: Date = Date()
    ) async throws -> ResetLink {
        let token = RandomToken.make()
        return try await store.write { db in
            guard let user = try User.fetchOne(db, key: userID) else { throw RecoveryError.noSuchUser }
            guard !user.isDisabled else { throw RecoveryError.accountDisabled }
            let expiresAt = now.addingTimeInterval(lifetime)
            try Self.dropExpiredTokens(db, now: now)
            try db.execute(sql: "DELETE FROM account_token WHERE userId = ? AND purpose = 'reset'", arguments: [userID])
            try db.execute(
                sql: "INSERT INTO account_token (tokenHash, userId, purpose, createdBy, expiresAt, createdAt) VALUES (?, ?, 'reset', ?, ?, ?)",
                arguments: [RandomToken.storedHash(of: token), userID, admin?.userID, expiresAt, now])
            if let admin {
                try Self.recordAudit(db, actor: admin, action: "made reset link", target: "user \(user.username)", now: now)
            }
            return ResetLink(token: token, user: user, expiresAt: expiresAt)
        }
    }

    /// The account a reset link is for, while the link still works.
    package func resetLinkAccount(token: String, now: Date = Date()) async throws -> User? {
        try await store.read { db in try Self.tokenOwner(db, token: token, purpose: "reset", now: now)?.user }
    }

    /// Sets the new password through the link (a mailed one or an admin's), once: the link and
    /// every other link of the account stop working, and its credentials are renewed with none
    /// kept (`renewCredentials`), in one transaction. Returns the account (to sign in) and what
    /// ended, or throws `.linkNotValid`.
    package func resetPassword(token: String, newHash: String, now: Date = Date()) async throws -> (user: User, revoked: RevokedCredentials) {
        try await store.write { db in
            guard let id = try Self.tokenOwner(db, token: token, purpose: "reset", now: now)?.user.id else {
                throw RecoveryError.linkNotValid
            }
            try db.execute(sql: "UPDATE user SET passwordHash = ? WHERE id = ?", arguments: [newHash, id])
            try db.execute(sql: "DELETE FROM account_token WHERE userId = ?", arguments: [id])
            return try Self.renewCredentials(db, userID: id, keepingSession: nil, now: now)
        }
    }

    /// The link's account and row, when the link has this purpose, has not expired and its
    /// account is not disabled.
    static func tokenOwner(_ db: SQLConnection, token: String, purpose: String, now: Date) throws -> (user: User, row: SQLRow)? {
        guard let row = try SQLRow.fetchOne(
            db, sql: "SELECT * FROM account_token WHERE tokenHash = ? AND purpose = ? AND expiresAt > ?",
            arguments: [RandomToken.storedHash(of: token), purpose, now]),
              let user = try User.fetchOne(db, key: row["userId"] as Int64), !user.isDisabled
        else { return nil }
        return (user, row)
    }

    static func dropExpiredTokens(_ db: SQLConnection, now: Date) throws {
        try db.execute(sql: "DELETE FROM account_token WHERE expiresAt <= ?", arguments: [now])
    }
}
