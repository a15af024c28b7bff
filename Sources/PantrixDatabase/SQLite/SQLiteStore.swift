import Foundation
import GRDB
import PantrixCore
import Synchronization

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
        return try lookups.statement { db in try body(SQLConnection(GRDBDriver(db))) }
    }

    /// Made on the calling thread with a read-only connection of its own instead of a trip to the
    /// pool's readers: that trip switches threads four times and waits behind every page being
    /// read, for statements that take microseconds. It never suspends while holding the
    /// connection, so it can't wait on the pool's readers nor they on it; it is one transaction
    /// and sees every committed write, as a reader would. A request that writes uses it too: it
    /// needn't queue behind other writes on the writer's connection.
    package func readBrief<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        guard let lookups else { return try await read(body) }
        return try lookups.read { db in try body(SQLConnection(GRDBDriver(db))) }
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

/// Read-only connections to the pool's file, taken by one caller at a time and used on its own
/// thread, each read a transaction (GRDB's `DatabaseQueue.read`). There are never more than
/// callers at once (a few threads), and idle ones beyond `kept` are closed.
private final class LookupConnections: Sendable {
    private let path: String
    private let configuration: Configuration
    private let idle = Mutex<[DatabaseQueue]>([])
    private let closed = Atomic<Bool>(false)
    private static let kept = 4

    init(_ pool: DatabasePool) {
        path = pool.path
        var configuration = pool.configuration
        configuration.readonly = true
        configuration.label = "lookup"
        self.configuration = configuration
    }

    /// `body` in a read transaction.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try withConnection { try $0.read(body) }
    }

    /// `body` without a transaction around it, for one statement (which is one state by itself).
    func statement<T>(_ body: (Database) throws -> T) throws -> T {
        try withConnection { try $0.inDatabase(body) }
    }

    private func withConnection<T>(_ body: (DatabaseQueue) throws -> T) throws -> T {
        guard !closed.load(ordering: .acquiring) else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "Connection is closed") }
        let connection = try idle.withLock { $0.popLast() } ?? DatabaseQueue(path: path, configuration: configuration)
        defer {
            let extra: DatabaseQueue? = idle.withLock { idle in
                guard idle.count < Self.kept, !closed.load(ordering: .acquiring) else { return connection }
                idle.append(connection)
                return nil
            }
            try? extra?.close()
        }
        return try body(connection)
    }

    func close() throws {
        closed.store(true, ordering: .releasing)
        for connection in idle.withLock({ idle in defer { idle.removeAll() }; return idle }) { try connection.close() }
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
