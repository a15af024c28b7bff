import Foundation
import GRDB

/// The one database handle of the process: every method is one transaction named for its intent.
package struct AppDatabase: Sendable {
    /// SQLite (the default) or PostgreSQL: the domain below reads and writes through it alone.
    package let store: any SQLStore
    /// The in-memory cook-now index over this database's recipes (see CookNowIndex).
    package let cookNow = CookNowIndex()

    /// Opens (or creates) the database file in WAL mode and applies pending migrations.
    package static func open(path: String) throws -> AppDatabase {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: path, configuration: makeConfiguration())
        return try AppDatabase(pool)
    }

    /// A second app server on the same PostgreSQL database, with its own cook-now index and
    /// change feed (tests of what several servers do); nil on SQLite.
    package func anotherServer() async throws -> AppDatabase? {
        guard let postgres = store as? PostgresStore else { return nil }
        return AppDatabase(store: try await postgres.anotherServer())
    }

    /// The PostgreSQL database at `url` (postgres://user@host/db), migrated as it opens.
    package static func open(url: String) async throws -> AppDatabase {
        AppDatabase(store: try await PostgresStore.open(url: url))
    }

    package init(_ writer: any DatabaseWriter) throws {
        try Migrations.migrator.migrate(writer)
        store = SQLiteStore(writer)
    }

    /// A database over a store whose schema is already in place (PostgreSQL migrates as it opens).
    package init(store: any SQLStore) {
        self.store = store
        if let postgres = store as? PostgresStore {
            let database = self
            postgres.onRemoteEvents { events in Task { await database.applyRemoteEvents(events) } }
        }
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
            // Readers keep 1 MB of pages each (SQLite's default is 2 MB): the B-tree's upper
            // levels, which every lookup walks, fit; the leaves of 100,000 recipes would not fit
            // in either and come from the system's file cache.
            if db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -1024") }
        }
        return config
    }

    /// True when the database answers a trivial query (used by /healthz).
    package func isHealthy() async -> Bool {
        (try? await store.read { db in try Int.fetchOne(db, sql: "SELECT 1") }) == 1
    }
}

extension AppDatabase {
    /// Calls `changed` after every committed write that may change what a page shows (see SQLStore).
    package func onDataChange(_ changed: @escaping @Sendable () -> Void) { store.onDataChange(changed) }

    /// At shutdown, after the last request: SQLite moves its WAL into the file and closes it, so
    /// the stopped server leaves one self-contained file; PostgreSQL closes its connections.
    package func checkpointAndClose() async throws { try await store.close() }
}
