import Foundation
import GRDB

/// The one database handle of the process: every method is one transaction named for its intent.
public struct AppDatabase: Sendable {
    let writer: any DatabaseWriter
    /// The in-memory cook-now index over this database's recipes (see CookNowIndex).
    public let cookNow = CookNowIndex()

    /// Opens (or creates) the database file in WAL mode and applies pending migrations.
    public static func open(path: String) throws -> AppDatabase {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: path, configuration: makeConfiguration())
        return try AppDatabase(pool)
    }

    /// An in-memory database for tests: same schema, nothing on disk.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: makeConfiguration()))
    }

    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Migrations.migrator.migrate(writer)
    }

    static func makeConfiguration() -> Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        // Writers wait for each other instead of failing with SQLITE_BUSY.
        config.busyMode = .timeout(5)
        config.prepareDatabase { db in
            // FULL makes every acknowledged commit survive power loss, at the cost of one
            // fsync of the WAL per write transaction; Pantrix writes are small and rare
            // compared to reads, so durability wins. See README "Data and durability".
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // Readers keep 1 MB of pages each (SQLite's default is 2 MB): the B-tree's upper
            // levels, which every lookup walks, fit; the leaves of 100,000 recipes would not fit
            // in either and come from the system's file cache.
            if db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -1024") }
        }
        return config
    }

    /// True when the database answers a trivial query (used by /healthz).
    public func isHealthy() async -> Bool {
        (try? await writer.read { db in try Int.fetchOne(db, sql: "SELECT 1") }) == 1
    }

    /// The journal mode and synchronous setting actually in force, for tests and diagnostics.
    public func pragmas() async throws -> (journalMode: String, synchronous: Int) {
        try await writer.read { db in
            let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? ""
            let sync = try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1
            return (mode, sync)
        }
    }
}
