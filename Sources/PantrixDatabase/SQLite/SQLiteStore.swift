import Foundation
import GRDB
import GRDBSQLite
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

/// Runs the domain's SQL on a GRDB connection.
final class GRDBDriver: SQLDriver {
    private let db: Database

    init(_ db: Database) { self.db = db }

    var dialect: SQLDialect { .sqlite }

    func announce(_ event: String) {}

    /// Nothing to save: SQLite answers in this thread, without a round trip.
    func prefetch(_ sql: String, _ arguments: SQLArguments, alone: Bool) {}

    func execute(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> Int {
        try Self.mapErrors {
            if cached {
                try db.cachedStatement(sql: sql).execute(arguments: Self.arguments(arguments))
            } else {
                try db.execute(sql: sql, arguments: Self.arguments(arguments))
            }
            return db.changesCount
        }
    }

    static func mapErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError
                    where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE || error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
            throw SQLStoreError.uniqueViolation(error.message ?? "")
        }
    }

    func rows(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> [SQLRow] {
        try Self.mapErrors { try fetchRows(sql, arguments, cached: cached) }
    }

    /// Every row at once, each value read from the statement as it steps (no GRDB `Row` between);
    /// a cached statement's column names are looked up once per text, not once per query.
    private func fetchRows(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> [SQLRow] {
        let statement = cached ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
        let columns = cached ? Self.columns(of: statement, sql: sql) : SQLColumns(statement.columnNames)
        if arguments.named.isEmpty, sqlite3_stmt_readonly(statement.sqliteStatement) != 0 {
            return try SQLiteRows.read(statement, arguments.values, columns: columns)
        }
        var rows: [SQLRow] = []
        let cursor = try ValuesCursor(statement, arguments: Self.arguments(arguments))
        while let values = try cursor.next() { rows.append(SQLRow(columns: columns, values: values)) }
        return rows
    }

    /// Column names by statement text, for the cached statements (a few hundred texts at most;
    /// forgotten all at once should that ever grow past a thousand).
    private static let knownColumns = Mutex<[String: SQLColumns]>([:])

    private static func columns(of statement: Statement, sql: String) -> SQLColumns {
        if let known = knownColumns.withLock({ $0[sql] }) { return known }
        let columns = SQLColumns(statement.columnNames)
        knownColumns.withLock { known in
            if known.count >= 1_000 { known.removeAll() }
            known[sql] = columns
        }
        return columns
    }

    func cursor(_ sql: String, _ arguments: SQLArguments) throws -> SQLCursor {
        let statement = try db.makeStatement(sql: sql)
        let columns = SQLColumns(statement.columnNames)
        let cursor = try Row.fetchCursor(statement, arguments: Self.arguments(arguments))
        return SQLCursor { try cursor.next().map { SQLRow(columns: columns, values: Self.values($0)) } }
    }

    static func values(_ row: Row) -> [SQLValue] {
        row.databaseValues.map(value)
    }

    static func value(_ value: DatabaseValue) -> SQLValue {
        switch value.storage {
        case .null: .null
        case .int64(let int): .integer(int)
        case .double(let double): .real(double)
        case .string(let string): .text(string)
        case .blob(let data): .blob(data)
        }
    }

    static func arguments(_ arguments: SQLArguments) -> StatementArguments {
        // GRDB's initialiser for values of one concrete type maps them through a key path that the
        // runtime builds on every call (~3 % of a recipe page); the one for `any` values doesn't.
        var result = StatementArguments(arguments.values.map { databaseValue($0) as (any DatabaseValueConvertible)? })
        if !arguments.named.isEmpty {
            _ = result.append(contentsOf: StatementArguments(arguments.named.mapValues(databaseValue)))
        }
        return result
    }

    static func databaseValue(_ value: SQLValue) -> DatabaseValue {
        switch value {
        case .null: .null
        case .integer(let int): int.databaseValue
        case .real(let double): double.databaseValue
        case .text(let text): text.databaseValue
        case .blob(let data): data.databaseValue
        }
    }
}

/// A statement that only reads, bound and stepped with SQLite's own calls: what GRDB adds around
/// them (its argument values, validation, observation of what a statement changes) serves
/// statements that write, and was a tenth of a recipe page's reads. The statement stays GRDB's
/// (its cache, its finalisation); the next use resets it.
private enum SQLiteRows {
    static func read(_ statement: Statement, _ values: [SQLValue], columns: SQLColumns) throws -> [SQLRow] {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        guard sqlite3_bind_parameter_count(handle) == CInt(values.count) else {
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE, message: "wrong number of statement arguments: \(values.count)", sql: statement.sql)
        }
        for (index, value) in zip(CInt(1)..., values) {
            let code = bind(value, to: handle, at: index)
            guard code == SQLITE_OK else { throw failure(code, statement) }
        }
        let width = sqlite3_column_count(handle)
        var rows: [SQLRow] = []
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW:
                var row: [SQLValue] = []
                row.reserveCapacity(Int(width))
                for index in 0..<width { row.append(value(handle, index)) }
                rows.append(SQLRow(columns: columns, values: row))
            case SQLITE_DONE:
                return rows
            case let code:
                let error = failure(code, statement)
                sqlite3_reset(handle)
                if code == SQLITE_INTERRUPT || code == SQLITE_ABORT { try Task.checkCancellation() }
                throw error
            }
        }
    }

    /// Bound as GRDB binds each kind of value (text and blobs copied by SQLite).
    private static func bind(_ value: SQLValue, to handle: OpaquePointer, at index: CInt) -> CInt {
        switch value {
        case .null: sqlite3_bind_null(handle, index)
        case .integer(let int): sqlite3_bind_int64(handle, index, int)
        case .real(let double): sqlite3_bind_double(handle, index, double)
        case .text(let text): sqlite3_bind_text(handle, index, text, -1, transient)
        case .blob(let data): data.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, CInt($0.count), transient) }
        }
    }

    /// Read as GRDB reads a column (`DatabaseValue(sqliteStatement:index:)`); statements that
    /// write and return rows (`ValuesCursor`) read theirs with it too.
    static func value(_ handle: OpaquePointer, _ index: CInt) -> SQLValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT: .text(String(cString: sqlite3_column_text(handle, index)))
        case SQLITE_BLOB:
            if let bytes = sqlite3_column_blob(handle, index) {
                .blob(Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, index))))
            } else {
                .blob(Data())
            }
        default: .null
        }
    }

    private static func failure(_ code: CInt, _ statement: Statement) -> DatabaseError {
        let connection = sqlite3_db_handle(statement.sqliteStatement)
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: statement.sql)
    }

    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}

/// A statement's rows as arrays of values, read column by column as it steps. Always run to the
/// end (`rows` reads every row): GRDB's own cursors reset the statement when they go, and this
/// one leaves that to the next use, which resets it before binding.
private final class ValuesCursor: DatabaseCursor {
    typealias Element = [SQLValue]
    let _statement: Statement
    var _isDone = false
    private let width: CInt

    init(_ statement: Statement, arguments: StatementArguments) throws {
        _statement = statement
        width = CInt(statement.columnCount)
        try statement.setArguments(arguments)
    }

    func _element(sqliteStatement: SQLiteStatement) -> [SQLValue] {
        var values: [SQLValue] = []
        values.reserveCapacity(Int(width))
        for index in 0..<width { values.append(SQLiteRows.value(sqliteStatement, index)) }
        return values
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
