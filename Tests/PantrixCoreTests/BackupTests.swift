import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase

/// Backups taken while writes keep coming, restored and checked, on real database files.
@Suite struct BackupTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-backup-\(UUID().uuidString)-\(name)").path
    }

    static func remove(_ paths: String...) {
        for path in paths { for suffix in ["", "-wal", "-shm", ".partial"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    }

    @Test func backupUnderWriteLoadIsConsistentAndRestores() async throws {
        let live = Self.temporaryPath("live.sqlite"), copy = Self.temporaryPath("copy.sqlite"), restored = Self.temporaryPath("restored.sqlite")
        defer { Self.remove(live, copy, restored) }
        let db = try AppDatabase.open(path: live)
        let user = try #require(try await db.createUser(username: "writer", email: nil, passwordHash: "x").id)
        try await db.addPantryItems(userID: user, lines: ["1 kg rice"])

        // A writer adds one item at a time (each its own acknowledged transaction) while backups run.
        let writer = Task {
            var written = 0
            while !Task.isCancelled, written < 400 {
                try await db.addPantryItems(userID: user, lines: ["\(written + 1) g spice number \(written)"])
                written += 1
            }
            return written
        }
        var reports: [DatabaseBackup.Report] = []
        for _ in 0..<3 {
            try await Task.sleep(for: .milliseconds(30))
            reports.append(try DatabaseBackup.backup(from: live, to: copy, pagesPerStep: 4))
        }
        let written = try await writer.value
        #expect(reports.allSatisfy { $0.migration == Migrations.migrator.migrations.last })

        let backedUp = try DatabaseQueue(path: copy)
        let (count, integrity) = try await backedUp.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM pantry_item") ?? 0, try String.fetchOne(db, sql: "PRAGMA integrity_check"))
        }
        try backedUp.close()
        #expect(integrity == "ok")
        #expect(count >= 1 && count <= written + 1, "a snapshot somewhere between the first and the last write: \(count) of \(written + 1)")

        try DatabaseBackup.restore(from: copy, to: restored)
        let reopened = try AppDatabase.open(path: restored)
        let items = try await reopened.pantryItems(userID: user)
        #expect(items.count == count, "the restored database holds exactly what the backup held")
        #expect(items.contains { $0.name == "rice" })
        #expect(try await reopened.user(named: "writer") != nil)
    }

    @Test func restoreRefusesWhatIsNotAPantrixBackupAndLeavesTheDatabaseAlone() async throws {
        let live = Self.temporaryPath("live.sqlite"), junk = Self.temporaryPath("junk.sqlite"), other = Self.temporaryPath("other.sqlite")
        defer { Self.remove(live, junk, other) }
        let db = try AppDatabase.open(path: live)
        _ = try await db.createUser(username: "keeper", email: nil, passwordHash: "x")
        try Data("this is not a database at all, just text".utf8).write(to: URL(fileURLWithPath: junk))
        #expect(throws: (any Error).self) { try DatabaseBackup.restore(from: junk, to: live) }
        let foreign = try DatabaseQueue(path: other)
        try await foreign.write { db in try db.execute(sql: "CREATE TABLE notes(text TEXT)") }
        try foreign.close()
        #expect(throws: DatabaseBackup.Failure.notPantrix(other)) { try DatabaseBackup.restore(from: other, to: live) }
        #expect(throws: DatabaseBackup.Failure.missing(live + ".nope")) { try DatabaseBackup.backup(from: live + ".nope", to: junk) }
        #expect(try await db.user(named: "keeper") != nil, "the live database is untouched")
    }
}
