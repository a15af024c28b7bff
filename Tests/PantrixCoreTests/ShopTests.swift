import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

@Suite struct ShopTests {
    @Test func fileDatabaseUsesWALAndFullSync() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString).sqlite").path
        defer { for s in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + s) } }
        let db = try AppDatabase.open(path: path)
        let pragmas = try await db.pragmas()
        #expect(pragmas.journalMode == "wal")
        #expect(pragmas.synchronous == 2)
        #expect(await db.isHealthy())
        let foreignKeys = try await db.store.read { try Int.fetchOne($0, sql: "PRAGMA foreign_keys") }
        #expect(foreignKeys == 1)
        // Readers keep 1 MB of pages; the writer SQLite's default 2 MB.
        #expect(try await db.store.read { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -1024)
        #expect(try await db.store.write { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -2000)
    }

    @Test func deletingAUserRemovesTheirSessions() async throws {
        let db = try AppDatabase.inMemory()
        let user = try await db.createUser(username: "leaving", email: nil, passwordHash: "x")
        let id = try #require(user.id)
        try await db.storeSession(id: "s1", data: Data("{}".utf8), userID: id, expiresAt: Date().addingTimeInterval(60))
        #expect(try await db.sessionCount(userID: id) == 1)
        try await db.deleteUser(id: id)
        #expect(try await db.session(id: "s1") == nil)
    }

    @Test func expiredSessionsArePurgedAndNeverReturned() async throws {
        let db = try AppDatabase.inMemory()
        try await db.storeSession(id: "old", data: Data("{}".utf8), userID: nil, expiresAt: Date().addingTimeInterval(-5))
        try await db.storeSession(id: "new", data: Data("{}".utf8), userID: nil, expiresAt: Date().addingTimeInterval(3600))
        #expect(try await db.session(id: "old") == nil)
        #expect(try await db.purgeExpiredSessions() == 1)
        #expect(try await db.session(id: "new") != nil)
    }

    @Test func updatingASessionWithoutExpiryKeepsItsDeadline() async throws {
        let db = try AppDatabase.inMemory()
        let deadline = Date().addingTimeInterval(3600)
        try await db.storeSession(id: "s", data: Data("1".utf8), userID: nil, expiresAt: deadline)
        try await db.storeSession(id: "s", data: Data("2".utf8), userID: nil, expiresAt: nil)
        let stored = try #require(try await db.session(id: "s"))
        #expect(String(decoding: stored.data, as: UTF8.self) == "2")
        #expect(abs(stored.expiresAt.timeIntervalSince(deadline)) < 1)
    }
}
