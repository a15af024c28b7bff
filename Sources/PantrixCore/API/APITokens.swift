import Foundation

/// What a token may do: read, or also change (create, edit, delete, tick).
package enum APIScope: String, Sendable, Codable, CaseIterable, SQLValueConvertible {
    case read
    case write

    package var label: String { self == .read ? "Read only" : "Read and write" }
}

/// A personal API token as its owner sees it in Settings (the token itself was shown once).
package struct APIToken: Sendable, Equatable, RowDecodable, Decodable {
    package let id: Int64
    package let name: String
    package let scope: APIScope
    package let createdAt: Date
    package let expiresAt: Date?
    package let lastUsedAt: Date?
    package let revokedAt: Date?

    package enum Status: String, Sendable { case active, expired, revoked }

    package init(id: Int64, name: String, scope: APIScope, createdAt: Date, expiresAt: Date?, lastUsedAt: Date?, revokedAt: Date?) {
        (self.id, self.name, self.scope, self.createdAt) = (id, name, scope, createdAt)
        (self.expiresAt, self.lastUsedAt, self.revokedAt) = (expiresAt, lastUsedAt, revokedAt)
    }

    package func status(now: Date = Date()) -> Status {
        if revokedAt != nil { return .revoked }
        if let expiresAt, expiresAt <= now { return .expired }
        return .active
    }
}

/// Who a request's bearer token speaks for, and what it may do.
package struct APIAccess: Sendable {
    package let user: User
    package let tokenID: Int64
    package let scope: APIScope

    package var userID: Int64 { user.id ?? 0 }
}

/// How long a new token works: one of these and nothing else, so an unexpected value can't
/// quietly make a token that never expires.
package enum APITokenLifetime: String, Sendable, CaseIterable {
    case month = "30"
    case quarter = "90"
    case year = "365"
    case never

    package var label: String {
        switch self {
        case .month: "In 30 days"
        case .quarter: "In 90 days"
        case .year: "In a year"
        case .never: "Never"
        }
    }

    package func expiry(from now: Date) -> Date? {
        Int(rawValue).map { now.addingTimeInterval(TimeInterval($0) * 86_400) }
    }
}

package enum APITokenError: Error, Equatable, Sendable {
    case badName
    case tooMany
    case notFound
}

extension AppDatabase {
    package static let apiTokenLimits = (nameLength: 60, perUser: 20)
    /// Tokens start with this, so a leaked one is recognisable (secret scanners, logs).
    package static let apiTokenPrefix = "pxt_"

    /// Makes a token, bound to the account's sign-in epoch; returns it with its secret, which
    /// only the caller ever sees. The caller has checked the person's password.
    package func createAPIToken(
        userID: Int64, name: String, scope: APIScope, lifetime: APITokenLifetime, now: Date = Date()
    ) async throws -> (token: APIToken, secret: String) {
        let name = try Self.apiTokenName(name)
        let secret = Self.apiTokenPrefix + RandomToken.make()
        let token = try await store.write { db -> APIToken in
            let live = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM api_token WHERE userId = ? AND revokedAt IS NULL AND (expiresAt IS NULL OR expiresAt > ?)
                """, arguments: [userID, now]) ?? 0
            guard live < Self.apiTokenLimits.perUser else { throw APITokenError.tooMany }
            guard let token = try APIToken.fetchOne(
                db, sql: """
                    INSERT INTO api_token (userId, name, tokenHash, scope, createdAt, expiresAt, signInEpoch)
                    VALUES (?, ?, ?, ?, ?, ?, (SELECT signInEpoch FROM user WHERE id = ?)) RETURNING *
                    """,
                arguments: [userID, name, RandomToken.storedHash(of: secret), scope, now, lifetime.expiry(from: now), userID]) else {
                throw APITokenError.notFound
            }
            return token
        }
        return (token, secret)
    }

    /// The name as kept (trimmed), or `.badName`: 1 to 60 characters on one line.
    package static func apiTokenName(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= apiTokenLimits.nameLength, !name.contains(where: \.isNewline) else {
            throw APITokenError.badName
        }
        return name
    }

    /// A person's tokens, newest first (revoked and expired ones too, marked as such).
    package func apiTokens(userID: Int64) async throws -> [APIToken] {
        try await store.read { db in
            try APIToken.fetchAll(db, sql: "SELECT * FROM api_token WHERE userId = ? ORDER BY createdAt DESC, id DESC", arguments: [userID])
        }
    }

    /// Revokes one of the person's own tokens; anyone else's is `.notFound`.
    package func revokeAPIToken(id: Int64, userID: Int64, now: Date = Date()) async throws {
        try await store.write { db in
            try db.execute(sql: "UPDATE api_token SET revokedAt = coalesce(revokedAt, ?) WHERE id = ? AND userId = ?", arguments: [now, id, userID])
            guard db.changesCount == 1 else { throw APITokenError.notFound }
        }
    }

    /// The access a bearer token gives: nil for an unknown, revoked or expired token, or one made
    /// before the account's sign-in epoch moved on (or of a disabled account). Notes the use (at
    /// most once a minute per token).
    package func apiAccess(secret: String, now: Date = Date()) async throws -> APIAccess? {
        guard secret.hasPrefix(Self.apiTokenPrefix), secret.count <= 100 else { return nil }
        let found = try await store.read { db -> (APIAccess, Date?)? in
            guard let row = try SQLRow.fetchOne(
                db.cachedStatement(sql: "SELECT id, userId, scope, expiresAt, lastUsedAt, revokedAt, signInEpoch FROM api_token WHERE tokenHash = ?"),
                arguments: [RandomToken.storedHash(of: secret)]) else { return nil }
            guard (row["revokedAt"] as Date?) == nil else { return nil }
            if let expires: Date = row["expiresAt"], expires <= now { return nil }
            guard let user = try User.fetchOne(db, key: row["userId"] as Int64), Self.credentialIsCurrent(epoch: row["signInEpoch"], of: user),
                  let scope = APIScope(rawValue: row["scope"]) else { return nil }
            return (APIAccess(user: user, tokenID: row["id"], scope: scope), row["lastUsedAt"])
        }
        guard let (access, lastUsed) = found else { return nil }
        if lastUsed.map({ now.timeIntervalSince($0) >= 60 }) ?? true {
            try await store.write { db in
                try db.execute(sql: "UPDATE api_token SET lastUsedAt = ? WHERE id = ?", arguments: [now, access.tokenID])
            }
        }
        return access
    }
}
