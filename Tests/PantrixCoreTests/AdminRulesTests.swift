import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

@Suite struct AdminRulesTests {
    @Test func theLastAdminCannotBeRevokedAndEveryChangeIsAudited() async throws {
        let db = try AppDatabase.inMemory()
        _ = try await db.createUser(username: "ada", email: nil, passwordHash: "x")
        _ = try await db.createUser(username: "bob", email: nil, passwordHash: "x")
        try await db.setRole(.admin, username: "ADA", by: .commandLine, reason: "founder")
        await #expect(throws: AdminError.lastAdmin) { try await db.setRole(.member, username: "ada", by: .commandLine) }
        try await db.setRole(.admin, username: "bob", by: .commandLine)
        try await db.setRole(.member, username: "ada", by: .commandLine)
        #expect(try await db.admins().map(\.username) == ["bob"])
        await #expect(throws: AdminError.noSuchUser) { try await db.setRole(.admin, username: "nobody", by: .commandLine) }
        let log = try await db.auditLog()
        #expect(log.map(\.action) == ["revoked admin", "granted admin", "granted admin"])
        #expect(log.last?.actor == "command line" && log.last?.reason == "founder" && log.last?.target == "user ada")
    }

    /// Two sign-ups racing for the last use of an invite, on a real database file with two
    /// connections: exactly one gets it.
    @Test func anInvitesLastUseGoesToOnePersonOnly() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-invite-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let first = try AppDatabase.open(path: path)
        let second = try AppDatabase.open(path: path)
        let made = try await first.createInvite(by: nil, maxUses: 1, expiresAt: Date().addingTimeInterval(3600), note: "")
        async let a: Bool = { do { _ = try await first.createUser(username: "anna", email: nil, passwordHash: "x", invite: made.token); return true } catch { return false } }()
        async let b: Bool = { do { _ = try await second.createUser(username: "ben", email: nil, passwordHash: "x", invite: made.token); return true } catch { return false } }()
        let results = await [a, b]
        #expect(results.filter { $0 }.count == 1)
        #expect(try await first.invite(id: made.invite.id)?.uses == 1)
        #expect(try await first.inviteIsUsable(token: made.token) == false)
        // Only the hash is kept.
        let stored = try await first.store.read { db in try String.fetchAll(db, sql: "SELECT tokenHash FROM invite") }
        #expect(stored == [RandomToken.storedHash(of: made.token)] && !stored.contains(made.token))
    }

    @Test func disablingEndsEverySessionAndAnAdminCannotDisableThemselves() async throws {
        let db = try AppDatabase.inMemory()
        let ada = try await db.createUser(username: "ada", email: nil, passwordHash: "x")
        let bob = try await db.createUser(username: "bob", email: nil, passwordHash: "x")
        try await db.setRole(.admin, username: "ada", by: .commandLine)
        try await db.store.write { db in
            for id in ["s1", "s2"] {
                try db.execute(
                    sql: "INSERT INTO session (id, userId, data, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?)",
                    arguments: [id, bob.id, Data([0]), Date(), Date().addingTimeInterval(3600)])
            }
        }
        let admin = AdminActor(try #require(try await db.user(id: ada.id!)))
        await #expect(throws: AdminError.ownAccount) { try await db.disableUser(id: ada.id!, reason: "x", by: admin) }
        try await db.disableUser(id: bob.id!, reason: "spam", by: admin)
        let sessions = try await db.store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session WHERE userId = ?", arguments: [bob.id]) }
        #expect(sessions == 0)
        #expect(try await db.user(id: bob.id!)?.disabledReason == "spam")
        #expect(try await db.peopleCounts() == (2, 1))
    }
}
