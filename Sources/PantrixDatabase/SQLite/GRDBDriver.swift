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
        SQLiteRows.values(sqliteStatement, width: width)
    }
}
