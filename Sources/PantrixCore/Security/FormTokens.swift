import Crypto
import Foundation

/// Form tokens for visitors without a session, with nothing stored per visitor (OWASP's signed
/// double-submit cookie): the browser keeps a random value in an HttpOnly cookie and each form
/// carries HMAC-SHA256(server key, value). A cross-site page can't read the cookie, and a value
/// planted in the cookie is worthless without the key to sign it.
package struct FormTokens: Sendable {
    private let key: SymmetricKey

    package init(key: String) {
        self.key = SymmetricKey(data: Data(key.utf8))
    }

    /// A new cookie value: 256 random bits.
    package static func newCookieValue() -> String { RandomToken.make() }

    /// The token forms carry for a browser holding `cookieValue`.
    package func token(for cookieValue: String) -> String {
        RandomToken.base64url(Data(HMAC<SHA256>.authenticationCode(for: Data(cookieValue.utf8), using: key)))
    }
}

extension AppDatabase {
    /// The key form tokens are signed with, the same for every app server on this database;
    /// made by the first server that asks.
    package func formTokenKey() async throws -> String {
        try await store.write { db in
            try db.execute(sql: "INSERT INTO server_key (name, value) VALUES ('form-tokens', ?) ON CONFLICT (name) DO NOTHING",
                           arguments: [RandomToken.make()])
            guard let key = try String.fetchOne(db, sql: "SELECT value FROM server_key WHERE name = 'form-tokens'") else {
                throw FormTokenKeyMissing()
            }
            return key
        }
    }
}

struct FormTokenKeyMissing: Error {}
