import Foundation
import GRDB
import GRDBSQLite
import PantrixCore

/// A statement that only reads, bound and stepped with SQLite's own calls: what GRDB adds around
/// them (its argument values, validation, observation of what a statement changes) serves
/// statements that write, and was a tenth of a recipe page's reads. The statement stays its
/// owner's (GRDB's cache, or a lookup connection's); the next use resets it.
enum SQLiteRows {
    static func read(_ handle: OpaquePointer, _ arguments: SQLArguments, columns: SQLColumns) throws -> [SQLRow] {
        try bind(arguments, to: handle)
        var rows: [SQLRow] = []
        while let row = try next(handle, columns: columns) { rows.append(row) }
        return rows
    }

    /// Steps a bound statement once: its next row, or nil at its end.
    static func next(_ handle: OpaquePointer, columns: SQLColumns) throws -> SQLRow? {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: SQLRow(columns: columns, values: values(handle, width: sqlite3_column_count(handle)))
        case SQLITE_DONE: nil
        case let code: throw failure(code, handle)
        }
    }

    /// The current row's values.
    static func values(_ handle: OpaquePointer, width: CInt) -> [SQLValue] {
        var values: [SQLValue] = []
        values.reserveCapacity(Int(width))
        for index in 0..<width { values.append(value(handle, index)) }
        return values
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

    /// Read as GRDB reads a column (`DatabaseValue(sqliteStatement:index:)`).
    private static func value(_ handle: OpaquePointer, _ index: CInt) -> SQLValue {
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
