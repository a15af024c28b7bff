import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

/// Reset and confirmation links as the database keeps them: only a hash, one use, a fixed
/// lifetime, the newest one only, never for a disabled account.
@Suite struct AccountRecoveryTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func user(_ db: AppDatabase, _ name: String, email: String? = "cook@example.org") async throws -> Int64 {
        try #require(try await db.createUser(username: name, email: email, passwordHash: "old-hash", now: start).id)
    }

    /// Every text value in every table, to look for a token anywhere in the file.
    func everyStoredText(_ db: AppDatabase) async throws -> String {
        try await db.store.read { db in
            var text = ""
            let tables = db.dialect == .sqlite ? "SELECT name FROM sqlite_master WHERE type = 'table'"
                : "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
            for table in try String.fetchAll(db, sql: tables) {
                for row in try SQLRow.fetchAll(db, sql: "SELECT * FROM \"\(table)\"") {
                    for value in row.values { if let string = String.fromSQLValue(value) { text += string + "\n" } }
                }
            }
            return text
        }
    }

    @Test func theLinkIsStoredOnlyAsItsHash() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna")
        let link = try await db.createResetLink(userID: id, now: start)
        #expect(link.token.count == 43, "256 random bits, base64url")
        #expect(try await db.accountTokenHashes(userID: id) == [RandomToken.storedHash(of: link.token)])
        #expect(!(try await everyStoredText(db)).contains(link.token))
        #expect(link.expiresAt == start.addingTimeInterval(3600))
    }

    @Test func aLinkWorksOnceAndEndsEverySession() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna")
        for session in ["laptop", "phone"] {
            try await db.storeSession(id: session, data: Data(), userID: id, expiresAt: start.addingTimeInterval(3600), now: start)
        }
        let link = try await db.createResetLink(userID: id, now: start)
        #expect(try await db.resetLinkAccount(token: link.token, now: start)?.username == "anna")
        let changed = try await db.resetPassword(token: link.token, newHash: "new-hash", now: start.addingTimeInterval(60))
        #expect(changed.user.passwordHash == "new-hash")
        #expect(try await db.user(id: id)?.passwordHash == "new-hash")
        #expect(try await db.sessionCount(userID: id) == 0, "signed out everywhere")
        #expect(try await db.resetLinkAccount(token: link.token, now: start) == nil)
        await #expect(throws: RecoveryError.linkNotValid) {
            _ = try await db.resetPassword(token: link.token, newHash: "attacker", now: start.addingTimeInterval(120))
        }
        #expect(try await db.user(id: id)?.passwordHash == "new-hash")
    }

    @Test func aLinkExpiresAfterItsLifetime() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna")
        let link = try await db.createResetLink(userID: id, now: start)
        #expect(try await db.resetLinkAccount(token: link.token, now: start.addingTimeInterval(3599)) != nil)
        #expect(try await db.resetLinkAccount(token: link.token, now: start.addingTimeInterval(3600)) == nil)
        await #expect(throws: RecoveryError.linkNotValid) {
            _ = try await db.resetPassword(token: link.token, newHash: "late", now: start.addingTimeInterval(3601))
        }
        let admins = try await db.createResetLink(userID: id, by: .commandLine, lifetime: AppDatabase.adminResetLinkLifetime, now: start)
        #expect(try await db.resetLinkAccount(token: admins.token, now: start.addingTimeInterval(23 * 3600)) != nil)
        #expect(try await db.resetLinkAccount(token: admins.token, now: start.addingTimeInterval(24 * 3600 + 1)) == nil)
    }

    @Test func aNewerLinkReplacesTheOlderOne() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna")
        let first = try await db.createResetLink(userID: id, now: start)
        let second = try await db.createResetLink(userID: id, now: start.addingTimeInterval(60))
        #expect(try await db.resetLinkAccount(token: first.token, now: start.addingTimeInterval(61)) == nil)
        #expect(try await db.resetLinkAccount(token: second.token, now: start.addingTimeInterval(61)) != nil)
        #expect(try await db.accountTokenHashes(userID: id).count == 1)
    }

    @Test func aDisabledAccountGetsNoLinkAndCannotUseOne() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna")
        let link = try await db.createResetLink(userID: id, now: start)
        try await db.disableUser(id: id, reason: "spam", by: .commandLine, now: start)
        #expect(try await db.resetLinkAccount(token: link.token, now: start) == nil)
        await #expect(throws: RecoveryError.linkNotValid) {
            _ = try await db.resetPassword(token: link.token, newHash: "x", now: start)
        }
        await #expect(throws: RecoveryError.accountDisabled) { _ = try await db.createResetLink(userID: id, now: start) }
        #expect(try await db.recoverableAccounts(matching: "anna").isEmpty)
    }

    @Test func accountsAreFoundByUsernameOrEmailWithoutCase() async throws {
        let db = try AppDatabase.inMemory()
        _ = try await user(db, "Anna", email: "Anna@Example.org")
        _ = try await user(db, "anna_work", email: "anna@example.org")
        _ = try await user(db, "no_mail", email: nil)
        #expect(try await db.recoverableAccounts(matching: "ANNA").map(\.username) == ["Anna"])
        #expect(try await db.recoverableAccounts(matching: "anna@EXAMPLE.org").map(\.username) == ["Anna", "anna_work"])
        #expect(try await db.recoverableAccounts(matching: "no_mail").isEmpty, "nowhere to send a link")
        #expect(try await db.recoverableAccounts(matching: "nobody").isEmpty)
    }

    @Test func anAdminsLinkIsAudited() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna")
        _ = try await db.createResetLink(userID: id, by: AdminActor(userID: nil, name: "boss"), lifetime: 86400, now: start)
        let entry = try #require(try await db.auditLog().first)
        #expect(entry.actor == "boss" && entry.action == "made reset link" && entry.target == "user anna")
        await #expect(throws: RecoveryError.noSuchUser) { _ = try await db.createResetLink(userID: 999, by: .commandLine, now: start) }
    }

    @Test func changingThePasswordEndsOpenResetLinks() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna")
        let link = try await db.createResetLink(userID: id, now: start)
        _ = try await db.changePassword(userID: id, newHash: "changed", keepingSession: nil)
        #expect(try await db.resetLinkAccount(token: link.token, now: start) == nil)
    }

    @Test func aNewAddressIsUsedOnlyOnceItsLinkIsOpened() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna", email: "old@example.org")
        let reset = try await db.createResetLink(userID: id, now: start)
        let link = try await db.createEmailLink(userID: id, email: "new@example.org", now: start)
        #expect(try await db.user(id: id)?.email == "old@example.org")
        #expect(try await db.pendingEmail(userID: id, now: start)?.email == "new@example.org")
        #expect(try await db.emailLinkTarget(token: link.token, now: start)?.email == "new@example.org")
        #expect(try await db.resetLinkAccount(token: link.token, now: start) == nil, "a confirmation link resets nothing")
        let change = try await db.confirmEmail(token: link.token, now: start.addingTimeInterval(3600))
        #expect(change.oldEmail == "old@example.org" && change.user.email == "new@example.org")
        #expect(try await db.user(id: id)?.email == "new@example.org")
        #expect(try await db.pendingEmail(userID: id, now: start) == nil)
        #expect(try await db.resetLinkAccount(token: reset.token, now: start) == nil, "a link mailed to the old address no longer works")
        await #expect(throws: RecoveryError.linkNotValid) { _ = try await db.confirmEmail(token: link.token, now: start) }
    }

    @Test func aConfirmationLinkExpiresAfterADayAndANewerOneReplacesIt() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await user(db, "anna")
        let first = try await db.createEmailLink(userID: id, email: "one@example.org", now: start)
        #expect(try await db.emailLinkTarget(token: first.token, now: start.addingTimeInterval(86400)) == nil)
        let second = try await db.createEmailLink(userID: id, email: "two@example.org", now: start)
        let third = try await db.createEmailLink(userID: id, email: "three@example.org", now: start)
        #expect(try await db.emailLinkTarget(token: second.token, now: start) == nil)
        #expect(try await db.emailLinkTarget(token: third.token, now: start)?.email == "three@example.org")
    }

    @Test func mailFailuresAreCountedForAdminsAndForgottenAfterAMonth() async throws {
        let db = try AppDatabase.inMemory()
        try await db.recordMailFailure(recipient: "a@example.org", subject: "Old", error: "exit 1", now: start)
        for hour in 1...3 {
            try await db.recordMailFailure(
                recipient: "b@example.org", subject: "Reset \(hour)", error: "exit 75", now: start.addingTimeInterval(Double(hour) * 3600 + 40 * 86400))
        }
        let lastDay = try await db.mailFailures(since: start.addingTimeInterval(40 * 86400), limit: 2)
        #expect(lastDay.count == 3)
        #expect(lastDay.recent.map(\.subject) == ["Reset 3", "Reset 2"], "newest first")
        #expect(try await db.mailFailures(since: start).count == 3, "the month-old one is gone")
    }
}
