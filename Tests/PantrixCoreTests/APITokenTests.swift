import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Personal API tokens: only their hash is kept, they stop at revocation, expiry or a disabled
/// account, at most 20 live ones per person, and last use is noted without a write per request.
@Suite struct APITokenTests {
    @Test func aTokenGivesItsOwnersAccessUntilRevokedOrExpired() async throws {
        let db = try AppDatabase.inMemory()
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let eve = try #require(try await db.createUser(username: "eve", email: nil, passwordHash: "x").id)
        let now = Date(timeIntervalSince1970: 1_795_608_000)
        let made = try await db.createAPIToken(userID: ann, name: " Kitchen tablet ", scope: .read, lifetime: .month, now: now)
        #expect(made.secret.hasPrefix("pxt_") && made.token.name == "Kitchen tablet")
        let stored = try await db.store.read { db in try String.fetchAll(db, sql: "SELECT tokenHash FROM api_token") }
        #expect(stored == [RandomToken.storedHash(of: made.secret)], "only the hash is kept")

        let access = try #require(try await db.apiAccess(secret: made.secret, now: now))
        #expect(access.userID == ann && access.scope == .read)
        #expect(try await db.apiTokens(userID: ann).first?.lastUsedAt == now)
        _ = try await db.apiAccess(secret: made.secret, now: now.addingTimeInterval(30))
        #expect(try await db.apiTokens(userID: ann).first?.lastUsedAt == now, "noted at most once a minute")
        _ = try await db.apiAccess(secret: made.secret, now: now.addingTimeInterval(90))
        #expect(try await db.apiTokens(userID: ann).first?.lastUsedAt == now.addingTimeInterval(90))

        #expect(try await db.apiAccess(secret: made.secret, now: now.addingTimeInterval(30 * 86_400 + 1)) == nil, "expired")
        #expect(try await db.apiTokens(userID: ann).first?.status(now: now.addingTimeInterval(30 * 86_400 + 1)) == .expired)
        await #expect(throws: APITokenError.notFound) { try await db.revokeAPIToken(id: made.token.id, userID: eve) }
        #expect(try await db.apiAccess(secret: made.secret, now: now) != nil)
        try await db.revokeAPIToken(id: made.token.id, userID: ann, now: now)
        #expect(try await db.apiAccess(secret: made.secret, now: now) == nil)
        #expect(try await db.apiTokens(userID: ann).first?.status(now: now) == .revoked)
        #expect(try await db.apiAccess(secret: "pxt_" + String(repeating: "a", count: 43)) == nil)
        #expect(try await db.apiAccess(secret: RandomToken.make()) == nil, "without the prefix it isn't looked up")
    }

    @Test func namesAreCheckedAndLiveTokensCounted() async throws {
        let db = try AppDatabase.inMemory()
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        await #expect(throws: APITokenError.badName) { try await db.createAPIToken(userID: ann, name: " ", scope: .write, lifetime: .never) }
        await #expect(throws: APITokenError.badName) {
            try await db.createAPIToken(userID: ann, name: String(repeating: "n", count: 61), scope: .write, lifetime: .never)
        }
        var first: Int64 = 0
        for index in 0..<20 {
            let made = try await db.createAPIToken(userID: ann, name: "t\(index)", scope: .write, lifetime: .never)
            if index == 0 { first = made.token.id }
        }
        await #expect(throws: APITokenError.tooMany) { try await db.createAPIToken(userID: ann, name: "one more", scope: .write, lifetime: .never) }
        try await db.revokeAPIToken(id: first, userID: ann)
        _ = try await db.createAPIToken(userID: ann, name: "one more", scope: .write, lifetime: .never)
        #expect(try await db.apiTokens(userID: ann).count == 21, "revoked ones stay listed")
    }
}
