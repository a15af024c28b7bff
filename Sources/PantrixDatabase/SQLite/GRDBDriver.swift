import Foundation
import GRDB
import GRDBSQLite
import PantrixCore
import Synchronization

/// Runs the domain's SQL on a GRDB connection.
final class GRDBDriver: SQLDriver {
    private let db: Database

    init(_ db: Database) { self.db = db }

    var dialect: SQLDialect { .sqlite }

    func announce(_ event: String) {}

    /// Nothing to save: SQLite answers in this thread, without a round trip.
    var sendsAhead: Bool { false }

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
        if sqlite3_stmt_readonly(statement.sqliteStatement) != 0 {
            return try SQLiteRows.read(statement.sqliteStatement, arguments, columns: columns)
        }
        var rows: [SQLRow] = []
        let cursor = try ValuesCursor(statement, arguments: Self.arguments(arguments))
        while let values = try cursor.next() { rows.append(SQLRow(columns: columns, values: values)) }
        return rows
    }

    /// Column names of the cached statements, by statement object: hashing a pointer instead of
    /// the statement's text, which GRDB's own cache has just hashed. An entry counts only for the
    /// same text (a statement freed and another made at its address). A few hundred at most;
    /// forgotten all at once should that ever grow past a thousand.
    private static let knownColumns = Mutex<[ObjectIdentifier: (sql: String, columns: SQLColumns)]>([:])

    private static func columns(of statement: Statement, sql: String) -> SQLColumns {
        let key = ObjectIdentifier(statement)
        if let known = knownColumns.withLock({ $0[key] }), known.sql == sql { return known.columns }
        let columns = SQLColumns(statement.columnNames)
        knownColumns.withLock { known in
            if known.count >= 1_000 { known.removeAll() }
            known[key] = (sql, columns)
        }
        return columns
    }

    /// Rows one at a time, from a statement of its own (finalised, and so reset, when the
    /// cursor goes, whether or not it was read to the end).
    func cursor(_ sql: String, _ arguments: SQLArguments) throws -> SQLCursor {
        let statement = try db.makeStatement(sql: sql)
        let columns = SQLColumns(statement.columnNames)
        let cursor = try ValuesCursor(statement, arguments: Self.arguments(arguments))
        return SQLCursor { try cursor.next().map { SQLRow(columns: columns, values: $0) } }
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
/// statements that write, and was a tenth of a recipe page's reads. The statement stays its
/// owner's (GRDB's cache, or a lookup connection's); the next use resets it.
enum SQLiteRows {
    static func read(_ handle: OpaquePointer, _ arguments: SQLArguments, columns: SQLColumns) throws -> [SQLRow] {
        try bind(arguments, to: handle)
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
                throw failure(code, handle)
            }
        }
    }

    /// Steps a statement that returns no rows to its end; the rows it changed.
    static func execute(_ handle: OpaquePointer, _ arguments: SQLArguments) throws -> Int {
        try bind(arguments, to: handle)
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW: continue
            case SQLITE_DONE: return Int(sqlite3_changes(sqlite3_db_handle(handle)))
            case let code: throw failure(code, handle)
            }
        }
    }

    /// Resets the statement and binds `arguments`: every parameter by position, or every one by
    /// name (`:name`), as GRDB's arguments are either.
    static func bind(_ arguments: SQLArguments, to handle: OpaquePointer) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let count = sqlite3_bind_parameter_count(handle)
        if arguments.named.isEmpty {
            guard count == CInt(arguments.values.count) else { throw misuse("wrong number of statement arguments: \(arguments.values.count)", handle) }
            for (index, value) in zip(CInt(1)..., arguments.values) {
                let code = bind(value, to: handle, at: index)
                guard code == SQLITE_OK else { throw failure(code, handle) }
            }
            return
        }
        guard arguments.values.isEmpty else { throw misuse("arguments both by position and by name", handle) }
        for index in CInt(1)..<(count + 1) {
            guard let name = sqlite3_bind_parameter_name(handle, index).map({ String(String(cString: $0).dropFirst()) }),
                  let value = arguments.named[name] else {
                throw misuse("missing statement argument: \(index)", handle)
            }
            let code = bind(value, to: handle, at: index)
            guard code == SQLITE_OK else { throw failure(code, handle) }
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

    /// The column names of a prepared statement.
    static func columns(_ handle: OpaquePointer) -> SQLColumns {
        SQLColumns((0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) })
    }

    /// A failed step or bind as GRDB reports it; the statement is reset (usable again) and an
    /// interruption is the task's cancellation where it was cancelled.
    static func failure(_ code: CInt, _ handle: OpaquePointer) -> any Error {
        let error = DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqlite3_db_handle(handle))), sql: sql(handle))
        sqlite3_reset(handle)
        if code == SQLITE_INTERRUPT || code == SQLITE_ABORT, Task.isCancelled { return CancellationError() }
        return error
    }

    private static func misuse(_ message: String, _ handle: OpaquePointer) -> DatabaseError {
        DatabaseError(resultCode: .SQLITE_MISUSE, message: message, sql: sql(handle))
    }

    private static func sql(_ handle: OpaquePointer) -> String {
        sqlite3_sql(handle).map { String(cString: $0) } ?? ""
    }

    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}

/// A statement's rows as arrays of values, read column by column as it steps. GRDB's own cursors
/// reset the statement when they go; this one leaves that to the statement's next use, which
/// resets it before binding (`rows` reads every row), or to its finalisation (`cursor`'s
/// statement is its own).
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
