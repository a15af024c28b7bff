import Foundation

/// Which SQL a store speaks, for the few statements that differ (full-text search, the schema).
package enum SQLDialect: Sendable {
    case sqlite
    case postgres
}

/// Failures both stores report the same way, for the domain to turn into its own errors.
package enum SQLStoreError: Error, Equatable {
    /// A UNIQUE constraint or primary key refused the row (a username taken, say).
    case uniqueViolation(String)
}

/// What each store implements beneath `SQLConnection`: run one statement on the transaction's connection.
package protocol SQLDriver: AnyObject {
    var dialect: SQLDialect { get }
    /// Runs statements that return no rows; the number of rows changed by the last.
    func execute(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> Int
    func rows(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> [SQLRow]
    func cursor(_ sql: String, _ arguments: SQLArguments) throws -> SQLCursor
    /// Tells other app servers, once the transaction commits (PostgreSQL only).
    func announce(_ event: String)
    /// Whether `prefetch` does anything (PostgreSQL's round trips; SQLite has none to save).
    var sendsAhead: Bool { get }
    /// A read the transaction will make, to send ahead where that saves waiting (PostgreSQL reads).
    /// `alone`: many rows, sent on their own rather than with the others (PostgreSQL's batch).
    func prefetch(_ sql: String, _ arguments: SQLArguments, alone: Bool)
}

/// The connection inside one transaction of a store (`read` or `write`), the same for SQLite and
/// PostgreSQL: the domain's SQL is written once against it.
package final class SQLConnection {
    let driver: any SQLDriver
    /// Rows changed by the last `execute`.
    package private(set) var changesCount = 0

    package init(_ driver: any SQLDriver) { self.driver = driver }

    package var dialect: SQLDialect { driver.dialect }

    /// An event for the other app servers sharing this database, sent if the transaction
    /// commits ("recipe 42": re-read it into the cook-now index). SQLite has no others.
    package func announce(_ event: String) { driver.announce(event) }

    /// Reads this transaction is about to make, independent of each other: PostgreSQL gets them
    /// all at once and the domain's reads of the same statements and arguments take the answers
    /// (SQLite, in the same process, has nothing to save). Purely a hint: a read sent ahead and
    /// never made costs a query; one made and not sent ahead just waits as usual.
    package func prefetch<each Value>(_ reads: repeat SQLRead<each Value>) {
        for read in repeat each reads { driver.prefetch(read.sql, read.arguments, alone: read.alone) }
    }

    /// Whether `prefetch` sends anything. A page's reads sent ahead are written out (their SQL
    /// text and arguments, some allocations each) only when it does: on SQLite that was a
    /// hundredth of a recipe page's time for nothing.
    package var sendsAhead: Bool { driver.sendsAhead }

    /// Runs one read (kept prepared, as `cachedStatement`).
    package func fetch<Value>(_ read: SQLRead<Value>) throws -> Value {
        try read.decode(driver.rows(read.sql, read.arguments, cached: true))
    }

    package func execute(sql: String, arguments: SQLArguments = []) throws {
        changesCount = try driver.execute(sql, arguments, cached: false)
    }

    /// A statement run often with different arguments (SQLite keeps it prepared).
    package func cachedStatement(sql: String) throws -> SQLStatement { SQLStatement(connection: self, sql: sql, cached: true) }

    package func makeStatement(sql: String) throws -> SQLStatement { SQLStatement(connection: self, sql: sql, cached: false) }

    func executeStatement(_ statement: SQLStatement, arguments: SQLArguments) throws {
        changesCount = try driver.execute(statement.sql, arguments, cached: statement.cached)
    }
}

/// A read the domain makes often: its SQL, arguments, and what its rows become. Run it with
/// `fetch`; announce it with `prefetch` where a page's reads don't depend on each other.
package struct SQLRead<Value>: Sendable {
    package let sql: String
    package let arguments: SQLArguments
    let decode: @Sendable ([SQLRow]) throws -> Value
    /// Sent ahead on its own, not in one statement with the others: for reads of hundreds of
    /// rows, which cost more as JSON than a round trip saves (see PostgresDriver.prefetch).
    package private(set) var alone = false

    /// This read, sent ahead on its own.
    package func sentAlone() -> SQLRead {
        var read = self
        read.alone = true
        return read
    }

    package init(sql: String, arguments: SQLArguments, decode: @escaping @Sendable ([SQLRow]) throws -> Value) {
        self.sql = sql
        self.arguments = arguments
        self.decode = decode
    }
}

extension SQLRead {
    /// Every row, as records.
    package static func all<R: RowDecodable & SendableMetatype>(_ type: R.Type, sql: String, arguments: SQLArguments) -> SQLRead<[R]> {
        SQLRead<[R]>(sql: sql, arguments: arguments) { try $0.map(R.init(row:)) }
    }

    /// The first row as a record, nil when none.
    package static func one<R: RowDecodable & SendableMetatype>(_ type: R.Type, sql: String, arguments: SQLArguments) -> SQLRead<R?> {
        SQLRead<R?>(sql: sql, arguments: arguments) { try $0.first.map(R.init(row:)) }
    }

    /// The first column of every row.
    package static func values<V: SQLValueConvertible>(_ type: V.Type, sql: String, arguments: SQLArguments) -> SQLRead<[V]> {
        SQLRead<[V]>(sql: sql, arguments: arguments) { rows in rows.map { SQLRow.convert($0.values[0], column: $0.columns.names[0]) } }
    }

    /// The first column of the first row; nil when there is no row or it holds NULL.
    package static func value<V: SQLValueConvertible>(_ type: V.Type, sql: String, arguments: SQLArguments) -> SQLRead<V?> {
        SQLRead<V?>(sql: sql, arguments: arguments) { rows in
            guard let row = rows.first, !row.values[0].isNull else { return nil }
            return SQLRow.convert(row.values[0], column: row.columns.names[0])
        }
    }
}

/// One SQL text on a connection, prepared once where the store can.
package struct SQLStatement {
    let connection: SQLConnection
    package let sql: String
    let cached: Bool

    package func execute(arguments: SQLArguments = []) throws { try connection.executeStatement(self, arguments: arguments) }

    func rows(_ arguments: SQLArguments) throws -> [SQLRow] { try connection.driver.rows(sql, arguments, cached: cached) }
}

/// "?, ?, ?" for an IN list of `count` values.
package func databaseQuestionMarks(count: Int) -> String {
    count < knownQuestionMarks.count ? knownQuestionMarks[count] : questionMarks(count)
}

/// Written once for the lists pages ask for (a recipe page's related cards and their hearts,
/// cook now's cards): a page builds its statements' text without allocating for them.
private let knownQuestionMarks = (0...100).map(questionMarks)

private func questionMarks(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ", ")
}

// MARK: - Reading values and rows

extension SQLValueConvertible {
    /// The first column of the first row; nil when there is no row or it holds NULL.
    package static func fetchOne(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try first(db.driver.rows(sql, arguments, cached: false))
    }

    package static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        try first(statement.rows(arguments))
    }

    package static func fetchAll(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try db.driver.rows(sql, arguments, cached: false).map { SQLRow.convert($0.values[0], column: $0.columns.names[0]) }
    }

    package static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        try statement.rows(arguments).map { SQLRow.convert($0.values[0], column: $0.columns.names[0]) }
    }

    private static func first(_ rows: [SQLRow]) -> Self? {
        guard let row = rows.first, !row.values[0].isNull else { return nil }
        return SQLRow.convert(row.values[0], column: row.columns.names[0])
    }
}

extension SQLValueConvertible where Self: Hashable {
    package static func fetchSet(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> Set<Self> {
        Set(try fetchAll(db, sql: sql, arguments: arguments))
    }
}

/// A type read from a row (by column name or position).
package protocol RowDecodable {
    init(row: SQLRow) throws
}

extension SQLRow: RowDecodable {
    package init(row: SQLRow) { self = row }
}

extension RowDecodable {
    package static func fetchAll(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try db.driver.rows(sql, arguments, cached: false).map(Self.init(row:))
    }

    package static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        try statement.rows(arguments).map(Self.init(row:))
    }

    package static func fetchOne(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try db.driver.rows(sql, arguments, cached: false).first.map(Self.init(row:))
    }

    package static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        try statement.rows(arguments).first.map(Self.init(row:))
    }

    /// Rows read one at a time (for loads too large to hold at once).
    package static func fetchCursor(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> RowDecodableCursor<Self> {
        RowDecodableCursor(try db.driver.cursor(sql, arguments))
    }
}

package struct RowDecodableCursor<Record: RowDecodable> {
    let rows: SQLCursor

    init(_ rows: SQLCursor) { self.rows = rows }

    package func next() throws -> Record? { try rows.next().map(Record.init(row:)) }
}
