import Foundation
import GRDB
import PantrixCore

/// The embedded store: one SQLite file in WAL mode through GRDB (readers in parallel, one writer).
package final class SQLiteStore: SQLStore {
    package let writer: any DatabaseWriter
    /// Connections for `readBrief`, used on the calling thread (see there).
    private let lookups: LookupConnections?

    package init(_ writer: any DatabaseWriter) {
        self.writer = writer
        lookups = (writer as? DatabasePool).map(LookupConnections.init)
    }

    package var dialect: SQLDialect { .sqlite }

    /// One indexed lookup (a session, an account by id): on the calling thread with a lookup
    /// connection, as `readBrief`, but without BEGIN and COMMIT: one statement sees one state by itself.
    package func readStatement<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        guard let lookups else { return try await read(body) }
        return try lookups.statement(body)
    }

    /// Made on the calling thread with a read-only connection of its own instead of a trip to the
    /// pool's readers: that trip switches threads four times and waits behind every page being
    /// read, for statements that take microseconds. It never suspends while holding the
    /// connection, so it can't wait on the pool's readers nor they on it; it is one transaction
    /// and sees every committed write, as a reader would. A request that writes uses it too: it
    /// needn't queue behind other writes on the writer's connection.
    package func readBrief<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        guard let lookups else { return try await read(body) }
        return try lookups.read(body)
    }

    package func read<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        guard SQLRequestKind.writes else { return try await writer.read { db in try body(SQLConnection(GRDBDriver(db))) } }
        // A request that writes reads on the writer's connection, in a transaction of its own
        // (one state, as a reader would see), ahead of the pages queued for a reader.
        return try await writer.writeWithoutTransaction { db in
            var result: T?
            try db.inTransaction(.deferred) {
                result = try body(SQLConnection(GRDBDriver(db)))
                return .commit
            }
            return result!
        }
    }

    package func write<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await writer.write { db in try body(SQLConnection(GRDBDriver(db))) }
    }

    package func onDataChange(_ changed: @escaping @Sendable () -> Void) {
        writer.add(transactionObserver: DataChangeObserver(changed), extent: .databaseLifetime)
    }

    /// At shutdown, after the last request: moves the WAL into the database file and empties it,
    /// then closes every connection, so the stopped server leaves one self-contained file that
    /// `cp` or another SQLite reader can use as is.
    package func close() async throws {
        try await writer.writeWithoutTransaction { db in
            _ = try db.checkpoint(.truncate)
        }
        try lookups?.close()
        if let pool = writer as? DatabasePool { try pool.close() }
    }
}

/// Session and rate-limit rows are bookkeeping, not content (`SQLBookkeeping`); a transaction is
/// a change unless it wrote those and nothing else. What a statement writes is known from its
/// tables, which GRDB names to `observes` before every execution (tables WITHOUT ROWID report no
/// row events, so the events can't tell); a transaction that named no table counts as a change.
private final class DataChangeObserver: TransactionObserver {
    private let changed: @Sendable () -> Void
    private var bookkeeping = false
    private var content = false

    init(_ changed: @escaping @Sendable () -> Void) { self.changed = changed }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        note(eventKind.tableName)
        return true
    }

    /// Row events (a foreign key's action among them) are noted too; once content changed, the
    /// transaction's remaining ones tell nothing more.
    func databaseDidChange(with event: DatabaseEvent) {
        note(event.tableName)
        if content { stopObservingDatabaseChangesUntilNextTransaction() }
    }

    func databaseDidChange() { content = true }

    func databaseDidCommit(_ db: Database) {
        if content || !bookkeeping { changed() }
        reset()
    }

    func databaseDidRollback(_ db: Database) { reset() }

    private func note(_ table: String) {
        if SQLBookkeeping.tables.contains(table) { bookkeeping = true } else { content = true }
    }

    private func reset() {
        bookkeeping = false
        content = false
    }
}
