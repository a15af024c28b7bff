import Foundation

/// The one database handle of the process: every method is one transaction named for its intent.
package struct AppDatabase: Sendable {
    /// SQLite (the default) or PostgreSQL: the domain below reads and writes through it alone.
    package let store: any SQLStore
    /// The in-memory cook-now index over this database's recipes (see CookNowIndex).
    package let cookNow = CookNowIndex()
    /// Pantries read by signed-in pages, kept while their kitchen's pantry version holds (see PantryCache).
    let pantries = PantryCache()
    /// Session lookups kept between requests where each costs a round trip (see SessionCache).
    let sessions = SessionCache()

    /// A database over a store whose schema is already in place (the stores migrate as they open,
    /// see PantrixDatabase's `AppDatabase.open`).
    package init(store: any SQLStore) {
        self.store = store
        let database = self
        store.onRemoteEvents { events in Task { await database.applyRemoteEvents(events) } }
    }

    /// A second app server on the same database, with its own cook-now index and change feed
    /// (tests of what several servers do); nil where the store serves one process (SQLite).
    package func anotherServer() async throws -> AppDatabase? {
        try await store.anotherServer().map { AppDatabase(store: $0) }
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
