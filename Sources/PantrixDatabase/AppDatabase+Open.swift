import Foundation
import GRDB
import PantrixCore

/// Opening the domain's handle on a driver: an SQLite file through GRDB (the default) or a
/// PostgreSQL database through PostgresNIO, each migrated as it opens.
extension AppDatabase {
    /// Opens (or creates) the database file in WAL mode and applies pending migrations.
    package static func open(path: String) throws -> AppDatabase {
        try createFolder(of: path)
        let pool = try DatabasePool(path: path, configuration: makeConfiguration())
        return try AppDatabase(pool)
    }

    /// The folder a database file goes in, made if missing.
    package static func createFolder(of path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The PostgreSQL database at `url` (postgres://user@host/db), migrated as it opens.
    package static func open(url: String) async throws -> AppDatabase {
        AppDatabase(store: try await PostgresStore.open(url: url))
    }

    /// An SQLite database on GRDB's `writer` (a file's pool, or an in-memory queue in tests), migrated first.
    package init(_ writer: any DatabaseWriter) throws {
        try Migrations.migrator.migrate(writer)
        self.init(store: SQLiteStore(writer))
    }

    /// The SQLite file's GRDB handle, for what only SQLite has (backups, checkpoints, pragmas); nil on PostgreSQL.
    package var sqlite: (any DatabaseWriter)? { (store as? SQLiteStore)?.writer }

    package static func makeConfiguration() -> Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        // Writers wait for each other instead of failing with SQLITE_BUSY.
        config.busyMode = .timeout(5)
        config.prepareDatabase { db in
            // FULL makes every acknowledged commit survive power loss, at the cost of one
            // fsync of the WAL per write transaction; Pantrix writes are small and rare
            // compared to reads, so durability wins. See README "Data and durability".
            try db.execute(sql: "PRAGMA synchronous = FULL")
            try FTSRank.register(db)
            // Readers keep 1 MB of pages each (SQLite's default is 2 MB): the B-tree's upper
            // levels, which every lookup walks, fit; the leaves of 100,000 recipes would not fit
            // in either and come from the system's file cache.
            if db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -1024") }
        }
        return config
    }
}
