import Foundation

/// A new email address waiting for its owner to open the link sent to it.
package struct PendingEmail: Sendable, Equatable {
    package let email: String
    package let expiresAt: Date
}

/// What confirming a new address changed.
package struct EmailChange: Sendable, Equatable {
    package let user: User
    package let oldEmail: String?
    package let revoked: RevokedCredentials
}

extension AppDatabase {
    /// A confirmation link for a new address works this long.
    package static let emailLinkLifetime: TimeInterval = 24 * 3600

    /// Makes the link that confirms `email` as the account's new address; an older one for the
    /// account stops working. The address changes only when the link is used.
    package func createEmailLink(userID: Int64, email: String, now: Date = Date()) async throws -> (token: String, expiresAt: Date) {
        let token = RandomToken.make()
        let expiresAt = now.addingTimeInterval(Self.emailLinkLifetime)
        try await store.write { db in
            try Self.dropExpiredTokens(db, now: now)
            try db.execute(sql: "DELETE FROM account_token WHERE userId = ? AND purpose = 'email'", arguments: [userID])
            try db.execute(
                sql: "INSERT INTO account_token (tokenHash, userId, purpose, email, expiresAt, createdAt) VALUES (?, ?, 'email', ?, ?, ?)",
                arguments: [RandomToken.storedHash(of: token), userID, email, expiresAt, now])
        }
        return (token, expiresAt)
    }

    /// The address waiting to be confirmed, if a link for one is still open.
    package func pendingEmail(userID: Int64, now: Date = Date()) async throws -> PendingEmail? {
        try await store.read { db in
            try SQLRow.fetchOne(
                db, sql: "SELECT email, expiresAt FROM account_token WHERE userId = ? AND purpose = 'email' AND expiresAt > ?",
                arguments: [userID, now]
            ).map { PendingEmail(email: $0["email"], expiresAt: $0["expiresAt"]) }
        }
    }

    /// The account and the address a confirmation link is for, while it works.
    package func emailLinkTarget(token: String, now: Date = Date()) async throws -> (user: User, email: String)? {
        try await store.read { db in
            try Self.tokenOwner(db, token: token, purpose: "email", now: now).map { ($0.user, $0.row["email"]) }
        }
    }

    /// Uses the link, once: the account's email becomes the confirmed address, and its
    /// credentials are renewed (`renewCredentials`), keeping `keepingSession` (the browser that
    /// confirmed, when it is the account's).
    package func confirmEmail(token: String, keepingSession sessionID: String? = nil, now: Date = Date()) async throws -> EmailChange {
        try await store.write { db in
            guard let (user, row) = try Self.tokenOwner(db, token: token, purpose: "email", now: now), let id = user.id else {
                throw RecoveryError.linkNotValid
            }
            let (changed, revoked) = try Self.storeEmail(db, userID: id, email: row["email"], keepingSession: sessionID, now: now)
            return EmailChange(user: changed, oldEmail: user.email, revoked: revoked)
        }
    }

    /// Sets (or with nil removes) the email at once: for removing it, and for changing it on a
    /// server without mail, where no link can confirm the new one.
    package func setEmail(
        userID: Int64, email: String?, keepingSession sessionID: String?, now: Date = Date()
    ) async throws -> (user: User, revoked: RevokedCredentials) {
        try await store.write { db in try Self.storeEmail(db, userID: userID, email: email, keepingSession: sessionID, now: now) }
    }

    /// A reset link sent to the old address, or an open confirmation, no longer applies once
    /// the address changes; nor does anything else the account signed in with.
    private static func storeEmail(
        _ db: SQLConnection, userID: Int64, email: String?, keepingSession sessionID: String?, now: Date
    ) throws -> (user: User, revoked: RevokedCredentials) {
        try db.execute(sql: "UPDATE user SET email = ? WHERE id = ?", arguments: [email, userID])
        try db.execute(sql: "DELETE FROM account_token WHERE userId = ? AND purpose IN ('reset', 'email')", arguments: [userID])
        return try renewCredentials(db, userID: userID, keepingSession: sessionID, now: now)
    }
}
