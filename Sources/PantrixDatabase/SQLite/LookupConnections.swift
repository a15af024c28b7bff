import Foundation
import GRDB
import GRDBSQLite
import PantrixCore
import Synchronization

/// Read-only connections to the pool's file for `readBrief` and `readStatement`, taken by one
/// caller at a time and used on its own thread. There are never more than callers at once (a few
/// threads), and idle ones beyond `kept` are closed.
///
/// They are SQLite's own handles, used through its C calls: a brief read is a handful of indexed
/// statements, and GRDB's queue around each (a dispatch queue's `sync`, its transaction and
/// statement bookkeeping, a statement cache keyed by text beside the column names keyed again)
/// cost as much as the statements. Opened without SQLite's per-call mutex: a connection is only
/// ever used by the one caller holding it. Only reads run here (the file is opened read-only),
/// so nothing GRDB observes (changes, the schema) happens on them.
final class LookupConnections: Sendable {
    private let path: String
    private let idle = Mutex<[LookupConnection]>([])
    private let closed = Atomic<Bool>(false)
    private static let kept = 4

    init(_ pool: DatabasePool) {
        path = pool.path
    }

    /// `body` in a read transaction.
    func read<T>(_ body: (SQLConnection) throws -> T) throws -> T {
        try withConnection { connection in try connection.transaction { try body(SQLConnection(LookupDriver(connection))) } }
    }

    /// `body` without a transaction around it, for one statement (which is one state by itself).
    func statement<T>(_ body: (SQLConnection) throws -> T) throws -> T {
        try withConnection { connection in try body(SQLConnection(LookupDriver(connection))) }
    }

    private func withConnection<T>(_ body: (LookupConnection) throws -> T) throws -> T {
        guard !closed.load(ordering: .acquiring) else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "Connection is closed") }
        let connection = try idle.withLock { $0.popLast() } ?? LookupConnection(path: path)
        defer {
            let extra: LookupConnection? = idle.withLock { idle in
                guard idle.count < Self.kept, !closed.load(ordering: .acquiring) else { return connection }
                idle.append(connection)
                return nil
            }
            extra?.close()
        }
        return try body(connection)
    }

    func close() throws {
        closed.store(true, ordering: .releasing)
        for connection in idle.withLock({ idle in defer { idle.removeAll() }; return idle }) { connection.close() }
    }
}

/// One read-only SQLite handle and its prepared statements, by text.
final class LookupConnection: @unchecked Sendable {
    private var handle: OpaquePointer?
    private var statements: [String: (handle: OpaquePointer, columns: SQLColumns)] = [:]
    /// The texts a connection keeps prepared: a recipe page's dozen, a few lengths of its lists'
    /// placeholders, the session lookups; should that ever pass this, they are all finalised.
    private static let statementLimit = 200

    init(path: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        // As the pool's connections: wait for a writer's checkpoint instead of failing, and keep
        // 1 MB of pages (AppDatabase.makeConfiguration).
        sqlite3_busy_timeout(handle, 5_000)
        do {
            try execute("PRAGMA cache_size = -1024")
        } catch {
            close()
            throw error
        }
    }

    /// The statement for `sql`, prepared once and kept (`cached`), or prepared for this use only
    /// (the caller finalises it).
    func statement(_ sql: String, cached: Bool) throws -> (handle: OpaquePointer, columns: SQLColumns) {
        if cached, let known = statements[sql] { return known }
        guard let connection = handle else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "Connection is closed") }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(connection, sql, -1, cached ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
        }
        let prepared = (handle: statement, columns: SQLiteRows.columns(statement))
        if cached {
            if statements.count >= Self.statementLimit { finalizeStatements() }
            statements[sql] = prepared
        }
        return prepared
    }

    /// Runs statements that return no rows (BEGIN, COMMIT, a pragma).
    func execute(_ sql: String) throws {
        _ = try SQLiteRows.execute(try statement(sql, cached: true).handle, [])
    }

    /// `body` between BEGIN and COMMIT (ROLLBACK when it throws).
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        try execute("COMMIT")
        return result
    }

    private func finalizeStatements() {
        for statement in statements.values { sqlite3_finalize(statement.handle) }
        statements.removeAll()
    }

    func close() {
        finalizeStatements()
        sqlite3_close(handle)
        handle = nil
    }

    deinit { if handle != nil { close() } }
}

/// The domain's SQL on a lookup connection: reads only.
private final class LookupDriver: SQLDriver {
    private let connection: LookupConnection

    init(_ connection: LookupConnection) { self.connection = connection }

    var dialect: SQLDialect { .sqlite }
    var sendsAhead: Bool { false }
    func announce(_ event: String) {}
    func prefetch(_ sql: String, _ arguments: SQLArguments, alone: Bool) {}

    func execute(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> Int {
        let statement = try connection.statement(sql, cached: cached)
        defer { if !cached { sqlite3_finalize(statement.handle) } }
        return try SQLiteRows.execute(statement.handle, arguments)
    }

    func rows(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> [SQLRow] {
        let statement = try connection.statement(sql, cached: cached)
        defer { if !cached { sqlite3_finalize(statement.handle) } }
        return try SQLiteRows.read(statement.handle, arguments, columns: statement.columns)
    }

    /// Rows one at a time from a statement of its own, finalised when the cursor goes.
    func cursor(_ sql: String, _ arguments: SQLArguments) throws -> SQLCursor {
        let prepared = try connection.statement(sql, cached: false)
        let statement = OwnedStatement(prepared.handle)
        try SQLiteRows.bind(arguments, to: statement.handle)
        var done = false
        return SQLCursor {
            guard !done else { return nil }
            do {
                let row = try SQLiteRows.next(statement.handle, columns: prepared.columns)
                done = row == nil
                return row
            } catch {
                done = true
                throw error
            }
        }
    }
}

/// A prepared statement finalised with its last reference.
private final class OwnedStatement {
    let handle: OpaquePointer
    init(_ handle: OpaquePointer) { self.handle = handle }
    deinit { sqlite3_finalize(handle) }
}
