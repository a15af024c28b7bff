import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// The credentials rule: every change of how an account signs in renews its credentials — other
/// sessions, API tokens, calendar links and open reset links end, and one made in an earlier
/// sign-in epoch is refused when it is used.
@Suite struct CredentialsTests {
    static let now = MealPlanTests.wednesday

    /// Ann with two sessions ("here", "there"), two live tokens, an expired and a revoked one, a
    /// calendar link and an open reset link.
    struct Account {
        let db: AppDatabase
        let id: Int64
        let tokens: [String]
        let feed: String
    }

    static func account() async throws -> Account {
        let db = try AppDatabase.inMemory()
        let id = try #require(try await db.createUser(username: "ann", email: "ann@example.org", passwordHash: "old", now: now).id)
        for session in ["here", "there"] {
            try await db.storeSession(id: session, data: Data(), userID: id, expiresAt: now.addingTimeInterval(3600), now: now)
        }
        let tokens = [
            try await db.createAPIToken(userID: id, name: "tablet", scope: .write, lifetime: .never, now: now).secret,
            try await db.createAPIToken(userID: id, name: "script", scope: .read, lifetime: .year, now: now).secret,
        ]
        _ = try await db.createAPIToken(userID: id, name: "old", scope: .read, lifetime: .month, now: now.addingTimeInterval(-40 * 86_400))
        let revoked = try await db.createAPIToken(userID: id, name: "gone", scope: .read, lifetime: .never, now: now)
        try await db.revokeAPIToken(id: revoked.token.id, userID: id, now: now)
        return Account(db: db, id: id, tokens: tokens, feed: try await db.makePlanFeed(userID: id, now: now))
    }

    /// Each change that renews credentials, done to Ann while her session "here" is the one in use
    /// (where the change keeps one).
    enum Change: String, CaseIterable {
        case passwordChanged, resetByMailedLink, resetByAdminsLink, emailConfirmed, emailSetWithoutMail, disabled
    }

    static func apply(_ change: Change, to account: Account) async throws -> RevokedCredentials {
        let (db, id) = (account.db, account.id)
        switch change {
        case .passwordChanged:
            return try await db.changePassword(userID: id, newHash: "new", keepingSession: "here", now: now).revoked
        case .resetByMailedLink, .resetByAdminsLink:
            let admin: AdminActor? = change == .resetByAdminsLink ? .commandLine : nil
            let link = try await db.createResetLink(userID: id, by: admin, now: now)
            return try await db.resetPassword(token: link.token, newHash: "new", now: now).revoked
        case .emailConfirmed:
            let link = try await db.createEmailLink(userID: id, email: "new@example.org", now: now)
            return try await db.confirmEmail(token: link.token, keepingSession: "here", now: now).revoked
        case .emailSetWithoutMail:
            return try await db.setEmail(userID: id, email: "new@example.org", keepingSession: "here", now: now).revoked
        case .disabled:
            return try await db.disableUser(id: id, reason: "lost phone", by: .commandLine, now: now)
        }
    }

    @Test(arguments: Change.allCases)
    func everyChangeOfSignInEndsTokensCalendarLinksAndOtherSessions(_ change: Change) async throws {
        let account = try await Self.account()
        let (db, id) = (account.db, account.id)
        let reset = try await db.createResetLink(userID: id, now: Self.now)
        for token in account.tokens { #expect(try await db.apiAccess(secret: token, now: Self.now) != nil) }
        #expect(try await db.planFeedEntries(token: account.feed, now: Self.now) != nil)

        let revoked = try await Self.apply(change, to: account)

        let keepsOne = [.passwordChanged, .emailConfirmed, .emailSetWithoutMail].contains(change)
        #expect(revoked == RevokedCredentials(otherSessions: keepsOne ? 1 : 2, apiTokens: 2, calendarLinks: 1),
                "only what still worked is counted: not the expired or the revoked token")
        #expect(try await db.user(id: id)?.signInEpoch == 1)
        for token in account.tokens { #expect(try await db.apiAccess(secret: token, now: Self.now) == nil, "\(change): a token survived") }
        #expect(try await db.apiTokens(userID: id).allSatisfy { $0.revokedAt != nil }, "the list says each was revoked")
        #expect(try await db.planFeedEntries(token: account.feed, now: Self.now) == nil, "\(change): the calendar link survived")
        #expect(try await db.session(id: "there", now: Self.now) == nil, "\(change): another session survived")
        #expect(try await db.session(id: "here", now: Self.now) != nil || !keepsOne)
        #expect(try await db.resetLinkAccount(token: reset.token, now: Self.now) == nil, "\(change): a reset link survived")
    }

    @Test func aCredentialFromAnEarlierEpochIsRefusedWhenUsed() async throws {
        let account = try await Self.account()
        // Another path moves the epoch on without the clean-up (as a future feature might).
        try await account.db.store.write { db in
            try db.execute(sql: "UPDATE user SET signInEpoch = signInEpoch + 1 WHERE id = ?", arguments: [account.id])
        }
        #expect(try await account.db.apiAccess(secret: account.tokens[0], now: Self.now) == nil)
        #expect(try await account.db.planFeedEntries(token: account.feed, now: Self.now) == nil)
        let fresh = try await account.db.createAPIToken(userID: account.id, name: "new", scope: .read, lifetime: .month, now: Self.now)
        #expect(try await account.db.apiAccess(secret: fresh.secret, now: Self.now) != nil, "a token made in the new epoch works")
        let user = try #require(try await account.db.user(id: account.id))
        #expect(!AppDatabase.credentialIsCurrent(epoch: 0, of: user) && AppDatabase.credentialIsCurrent(epoch: 1, of: user))
    }

    @Test func aTokensExpiryIsOneOfTheOfferedLifetimes() async throws {
        let account = try await Self.account()
        let tokens = try await account.db.apiTokens(userID: account.id)
        #expect(tokens.first { $0.name == "tablet" }?.expiresAt == nil)
        #expect(tokens.first { $0.name == "script" }?.expiresAt == Self.now.addingTimeInterval(365 * 86_400))
        #expect(APITokenLifetime(rawValue: "forever") == nil && APITokenLifetime(rawValue: "") == nil)
        #expect(APITokenLifetime.allCases.map(\.rawValue) == ["30", "90", "365", "never"])
    }
}
