import Foundation
import Logging
import NIOCore
import PantrixCore
import PostgresNIO

/// A connection of the pool with the statements prepared on it. Used by one thread at a time
/// (the pool hands it to one transaction), hence unchecked.
final class PooledConnection: @unchecked Sendable {
    let connection: PostgresConnection
    /// Statement text → the statement prepared for it and the parameter types it was prepared with.
    var prepared: [String: (query: PreparedQuery, types: [PostgresDataType])] = [:]
    /// Enough for every hot statement (the IN lists of a page of cards come in a few dozen lengths).
    static let maxPrepared = 400

    /// The domain's SQL texts as PostgreSQL takes them, kept here too: the shared translations
    /// sit behind a lock that every statement of every thread would otherwise take.
    private var translated: [String: [PostgresStatement]] = [:]

    init(_ connection: PostgresConnection) { self.connection = connection }

    /// The statements of a batch as one, made once per connection for each set of reads (a page
    /// sends the same few sets).
    private var batches: [String: String] = [:]

    func batchStatement(_ parts: [PostgresStatement]) -> String {
        let key = parts.map(\.sql).joined(separator: "\u{1F}")
        if let kept = batches[key] { return kept }
        var offset = 0
        let columns = parts.enumerated().map { index, part in
            defer { offset += part.parameters.count }
            return "(SELECT coalesce(json_agg(t), '[]')::text FROM (\(PostgresSQL.casting(part.sql, to: [], offset: offset))) t) AS r\(index)"
        }
        let text = "SELECT " + columns.joined(separator: ", ")
        if batches.count < Self.maxPrepared { batches[key] = text }
        return text
    }

    /// Statement text → the columns its rows came back with (in the binary form or as JSON), so
    /// the rows of a statement run again share them instead of naming their columns afresh.
    private var columnSets: [String: SQLColumns] = [:]

    func knownColumns(_ sql: String) -> SQLColumns? { columnSets[sql] }

    func keep(_ columns: SQLColumns, of sql: String) {
        if columnSets.count < Self.maxPrepared * 4 || columnSets[sql] != nil { columnSets[sql] = columns }
    }

    /// The kept columns of `sql` when they are `names`, or new ones kept from now on.
    func columns(of sql: String, _ names: [String]) -> SQLColumns {
        if let kept = columnSets[sql], kept.names == names { return kept }
        let columns = SQLColumns(names)
        keep(columns, of: sql)
        return columns
    }

    func statements(_ sql: String) -> [PostgresStatement] {
        if let kept = translated[sql] { return kept }
        let statements = PostgresSQL.statements(sql)
        if translated.count < Self.maxPrepared * 4 { translated[sql] = statements }
        return statements
    }
}

/// Runs the domain's SQL on one PostgreSQL connection, waiting for each answer on this thread.
final class PostgresDriver: SQLDriver {
    private let pooled: PooledConnection
    private var connection: PostgresConnection { pooled.connection }
    private let logger: Logger
    /// What this transaction changed, for the other servers: "data" for any table but sessions,
    /// and the events the domain announced.
    private(set) var changeEvents: [String] = []
    private var wroteContent = false

    /// A read-only transaction: reads may be announced ahead (`prefetch`).
    private let readOnly: Bool
    /// Reads announced and not sent yet: they go together, as one statement, before the next.
    private var queued: [(statement: PostgresStatement, values: [SQLValue], alone: Bool)] = []
    /// Reads sent ahead and not taken yet: statement text, values, and waiting for their rows.
    private var ahead: [(sql: String, values: [SQLValue], rows: () throws -> [SQLRow])] = []

    /// How many statements the transaction may still run (`readStatement`: one, outside a transaction).
    private var statementsLeft: Int

    init(_ pooled: PooledConnection, logger: Logger, readOnly: Bool = false, statements: Int = .max) {
        self.pooled = pooled
        self.logger = logger
        self.readOnly = readOnly
        statementsLeft = statements
    }

    /// Counts a statement against `statementsLeft`.
    private func countStatement() throws {
        guard statementsLeft > 0 else {
            throw PostgresQueryError(state: "XX000", message: "readStatement ran more than one statement", detail: nil, query: nil)
        }
        if statementsLeft != .max { statementsLeft -= 1 }
    }

    var dialect: SQLDialect { .postgres }

    func execute(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> Int {
        try countStatement()
        sendQueued()
        var changed = 0
        for statement in pooled.statements(sql) {
            noteWrite(statement.sql)
            let result = try query(statement, arguments)
            changed = result.metadata.rows ?? 0
        }
        return changed
    }

    func rows(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> [SQLRow] {
        try countStatement()
        sendQueued()
        var rows: [SQLRow] = []
        for statement in pooled.statements(sql) {
            noteWrite(statement.sql)
            if cached, !ahead.isEmpty, let sent = takeAhead(statement, arguments) {
                rows = try sent()
            } else if cached, let prepared = try startPrepared(statement, Self.values(statement, arguments)) {
                rows = try prepared()
            } else {
                rows = Self.rows(try query(statement, arguments).rows)
            }
        }
        return rows
    }

    /// Rows in batches of a server-side cursor: a load of every recipe never holds them all at once.
    func cursor(_ sql: String, _ arguments: SQLArguments) throws -> SQLCursor {
        try countStatement()
        sendQueued()
        guard let statement = pooled.statements(sql).last else { return SQLCursor { nil } }
        let name = "pantrix_cursor_\(UInt32.random(in: 0...UInt32.max))"
        _ = try query(PostgresStatement(sql: "DECLARE \(name) NO SCROLL CURSOR FOR " + statement.sql, parameters: statement.parameters), arguments)
        var batch: [SQLRow] = [], position = 0, finished = false
        return SQLCursor { [self] in
            if position == batch.count {
                guard !finished else { return nil }
                batch = Self.rows(try run("FETCH 2000 FROM \(name)").rows)
                position = 0
                if batch.count < 2000 {
                    finished = true
                    try run("CLOSE \(name)")
                }
                if batch.isEmpty { return nil }
            }
            position += 1
            return batch[position - 1]
        }
    }

    func announce(_ event: String) { changeEvents.append(event) }

    /// Announces a read of this read-only transaction: the reads announced before the next
    /// statement go to PostgreSQL together, as one statement (`sendQueued`), and `rows` for the
    /// same text and values takes its part of the answer instead of asking again. Every round
    /// trip costs both processes a wake-up and postgres-nio a few dozen microseconds, more than
    /// most of the domain's reads cost PostgreSQL, so a page whose reads don't depend on each
    /// other is read in one. Not in writes: a read sent ahead would not see the transaction's
    /// own later changes.
    /// A read of many rows (`alone`) is sent on its own, still without waiting: json_agg and
    /// parsing its JSON cost more than the round trip it would save.
    var sendsAhead: Bool { readOnly }

    func prefetch(_ sql: String, _ arguments: SQLArguments, alone: Bool) {
        guard readOnly else { return }
        let statements = pooled.statements(sql)
        guard statements.count == 1, let statement = statements.first else { return }
        let values = Self.values(statement, arguments)
        guard !queued.contains(where: { $0.statement.sql == statement.sql && $0.values == values }),
              !ahead.contains(where: { $0.sql == statement.sql && $0.values == values }) else { return }
        queued.append((statement, values, alone))
    }

    /// Sends the announced reads: those of many rows (`alone`) and a lone one as they are (each a
    /// round trip, none waited for); the others together as one statement whose columns are
    /// their results as JSON, `SELECT (SELECT json_agg(t) FROM (read 1) t), (… read 2 …)`,
    /// parameters numbered on. The reads are the domain's plain SELECTs: whole numbers, reals,
    /// text and NULL come back as they are (BYTEA would come back as hex text: only the session
    /// holds BYTEA, and it is never announced). Nothing is waited for here.
    private func sendQueued() {
        guard !queued.isEmpty else { return }
        var batch = queued.filter { !$0.alone && !$0.values.contains(.null) }
        let single = queued.filter { $0.alone || $0.values.contains(.null) } + (batch.count == 1 ? batch : [])
        if batch.count == 1 { batch = [] }
        queued = []
        for read in single {
            if let rows = try? startPrepared(read.statement, read.values) { ahead.append((read.statement.sql, read.values, rows)) }
        }
        guard !batch.isEmpty else { return }
        let values = batch.flatMap(\.values)
        let combined = PostgresStatement(sql: pooled.batchStatement(batch.map(\.statement)), parameters: values.indices.map { .positional($0) })
        guard let answer = try? startPrepared(combined, values) else { return }
        let results = BatchResults(count: batch.count, answer: answer, on: pooled)
        for (index, read) in batch.enumerated() {
            let sql = read.statement.sql
            ahead.append((sql, read.values, { try results.rows(index, sql: sql) }))
        }
    }

    private func takeAhead(_ statement: PostgresStatement, _ arguments: SQLArguments) -> (() throws -> [SQLRow])? {
        let values = Self.values(statement, arguments)
        guard let index = ahead.firstIndex(where: { $0.sql == statement.sql && $0.values == values }) else { return nil }
        return ahead.remove(at: index).rows
    }

    /// INSERT, UPDATE and DELETE on anything but sessions and rate limits changes what pages show.
    private func noteWrite(_ sql: String) {
        guard !wroteContent else { return }
        let head = sql.prefix(40).lowercased()
        guard head.hasPrefix("insert") || head.hasPrefix("update") || head.hasPrefix("delete") || head.hasPrefix("with") else { return }
        let bookkeeping = SQLBookkeeping.tables.contains { table in
            ["insert into ", "update ", "delete from "].contains { verb in
                let prefix = verb + table
                // "session" and not "session_x": the table's name ends where the prefix does.
                return head.hasPrefix(prefix) && !(head.dropFirst(prefix.count).first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
            }
        }
        if !bookkeeping {
            wroteContent = true
            changeEvents.insert(PostgresChanges.dataEvent, at: 0)
        }
    }

    /// Sends a statement without waiting for its answer (BEGIN, a read-only COMMIT): the
    /// connection runs statements in order, so the next one waited for also waits for this, and
    /// fails if this failed. Saves a round trip per transaction end.
    func send(_ sql: String) {
        _ = connection.query(PostgresQuery(unsafeSQL: sql), logger: logger) as EventLoopFuture<PostgresQueryResult>
    }

    @discardableResult
    func run(_ sql: String, binds: [SQLValue] = []) throws -> PostgresQueryResult {
        try connection.query(PostgresQuery(unsafeSQL: sql, binds: Self.bindings(binds)), logger: logger).wait()
    }

    /// A script of statements without parameters (the schema's migrations), one by one.
    func simpleQuery(_ script: String) throws {
        for statement in PostgresSQL.splitScript(script) { try run(statement) }
    }

    private func query(_ statement: PostgresStatement, _ arguments: SQLArguments) throws -> PostgresQueryResult {
        let values = Self.values(statement, arguments)
        do {
            return try run(statement.sql, binds: values)
        } catch where !Self.isRetryable(error) {
            throw Self.mapped(error)
        }
    }

    /// A read the domain runs often (`cachedStatement`) is prepared once per connection, so
    /// PostgreSQL parses and plans it once instead of on every page (measured here with pgbench:
    /// a primary-key read 3× cheaper prepared). Each parameter is cast in the prepared text to the
    /// type of the first value bound (bigint, double precision, text, bytea), which is what the
    /// unprepared form declares too. Nil — run it unprepared — while a value is NULL (no type to
    /// go by) or when a later call binds another type.
    /// Sends the prepared statement and returns the wait for its rows.
    private func startPrepared(_ statement: PostgresStatement, _ values: [SQLValue]) throws -> (() throws -> [SQLRow])? {
        var types: [PostgresDataType] = []
        for value in values {
            switch value {
            case .null: if let known = pooled.prepared[statement.sql] { types.append(known.types[types.count]) } else { return nil }
            case .integer: types.append(.int8)
            case .real: types.append(.float8)
            case .text: types.append(.text)
            case .blob: types.append(.bytea)
            }
        }
        let query: PreparedQuery
        if let known = pooled.prepared[statement.sql] {
            guard known.types == types else { return nil }
            query = known.query
        } else {
            guard pooled.prepared.count < PooledConnection.maxPrepared else { return nil }
            do {
                query = try connection.prepare(query: PostgresSQL.casting(statement.sql, to: types.map(Self.castName))).wait()
            } catch where !Self.isRetryable(error) {
                throw Self.mapped(error)
            }
            pooled.prepared[statement.sql] = (query, types)
        }
        let binds = values.map { value -> PostgresData in
            switch value {
            case .null: PostgresData(type: .text, value: nil)
            case .integer(let int): PostgresData(int64: int)
            case .real(let double): PostgresData(double: double)
            case .text(let text): PostgresData(string: text)
            case .blob(let data): PostgresData(bytes: data)
            }
        }
        let answer = query.execute(binds)
        let pooled = self.pooled
        return {
            do {
                // The statement's description (made before any bind) says text; the rows come in
                // the binary format every execution asks for.
                return Self.rows(try answer.wait(), binary: true) { names in pooled.columns(of: statement.sql, names) }
            } catch where !Self.isRetryable(error) {
                throw Self.mapped(error)
            }
        }
    }

    static func castName(_ type: PostgresDataType) -> String {
        switch type {
        case .int8: "bigint"
        case .float8: "double precision"
        case .bytea: "bytea"
        default: "text"
        }
    }

    static func values(_ statement: PostgresStatement, _ arguments: SQLArguments) -> [SQLValue] {
        statement.parameters.map { parameter -> SQLValue in
            switch parameter {
            case .positional(let index): index < arguments.values.count ? arguments.values[index] : .null
            case .named(let name): arguments.named[name] ?? .null
            }
        }
    }

    static func bindings(_ values: [SQLValue]) -> PostgresBindings {
        var bindings = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .null: bindings.appendNull()
            case .integer(let int): bindings.append(int)
            case .real(let double): bindings.append(double)
            case .text(let text): bindings.append(text)
            case .blob(let data): bindings.append(ByteBuffer(bytes: data))
            }
        }
        return bindings
    }

    /// `binary`: the cells are in the binary format whatever they say (prepared statements).
    static func rows(_ rows: [PostgresRow], binary: Bool = false, columns make: ([String]) -> SQLColumns = SQLColumns.init) -> [SQLRow] {
        guard let first = rows.first else { return [] }
        let columns = make(first.map(\.columnName))
        var result: [SQLRow] = []
        result.reserveCapacity(rows.count)
        for row in rows {
            var values: [SQLValue] = []
            values.reserveCapacity(columns.names.count)
            for cell in row {
                if binary || cell.format == .binary, let value = binaryValue(cell.bytes, cell.dataType) {
                    values.append(value)
                } else if binary {
                    values.append(value(PostgresCell(
                        bytes: cell.bytes, dataType: cell.dataType, format: .binary, columnName: cell.columnName, columnIndex: cell.columnIndex)))
                } else {
                    values.append(value(cell))
                }
            }
            result.append(SQLRow(columns: columns, values: values))
        }
        return result
    }

    /// The common types read straight from their binary form (postgres-nio's generic decoding
    /// costs several times more, and a page of cook-now cards reads thousands of cells); nil for
    /// the others.
    @inline(__always)
    static func binaryValue(_ bytes: ByteBuffer?, _ type: PostgresDataType) -> SQLValue? {
        guard var buffer = bytes else { return .null }
        switch type {
        case .int8: return buffer.readInteger(as: Int64.self).map { .integer($0) }
        case .int4: return buffer.readInteger(as: Int32.self).map { .integer(Int64($0)) }
        case .int2: return buffer.readInteger(as: Int16.self).map { .integer(Int64($0)) }
        case .float8: return buffer.readInteger(as: UInt64.self).map { .real(Double(bitPattern: $0)) }
        case .float4: return buffer.readInteger(as: UInt32.self).map { .real(Double(Float(bitPattern: $0))) }
        case .bool: return buffer.readInteger(as: UInt8.self).map { .integer($0 != 0 ? 1 : 0) }
        case .text, .varchar, .name, .bpchar: return .text(buffer.readString(length: buffer.readableBytes) ?? "")
        case .bytea: return .blob(Data(buffer.readableBytesView))
        default: return nil
        }
    }

    static func value(_ cell: PostgresCell) -> SQLValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2: return (try? cell.decode(Int16.self)).map { .integer(Int64($0)) } ?? .null
        case .int4: return (try? cell.decode(Int32.self)).map { .integer(Int64($0)) } ?? .null
        case .int8: return (try? cell.decode(Int64.self)).map { .integer($0) } ?? .null
        case .float4, .float8: return (try? cell.decode(Double.self)).map { .real($0) } ?? .null
        case .numeric:
            return (try? cell.decode(Decimal.self)).map { .real(NSDecimalNumber(decimal: $0).doubleValue) } ?? .null
        case .bool: return (try? cell.decode(Bool.self)).map { .integer($0 ? 1 : 0) } ?? .null
        case .bytea: return (try? cell.decode(ByteBuffer.self)).map { .blob(Data($0.readableBytesView)) } ?? .null
        case .void: return .null
        default: return (try? cell.decode(String.self)).map { .text($0) } ?? .null
        }
    }

    /// PostgreSQL's SQLSTATE and message for an error it sent, from either of postgres-nio's
    /// error types (prepared statements report the older one).
    static func serverError(_ error: any Error) -> (state: String, message: String, detail: String?, query: String?)? {
        if let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] {
            return (state, error.serverInfo?[.message] ?? "\(error)", error.serverInfo?[.detail], error.query?.sql)
        }
        if let error = error as? PostgresError, case .server(let server) = error, let state = server.fields[.sqlState] {
            return (state, server.fields[.message] ?? "\(error)", server.fields[.detail], nil)
        }
        return nil
    }

    /// Serialization failures and deadlocks: the transaction is run again.
    static func isRetryable(_ error: any Error) -> Bool {
        ["40001", "40P01"].contains(serverError(error)?.state ?? "")
    }

    static func mapped(_ error: any Error) -> any Error {
        guard let server = serverError(error) else { return error }
        if server.state == "23505" { return SQLStoreError.uniqueViolation(server.message) }
        return PostgresQueryError(state: server.state, message: server.message, detail: server.detail, query: server.query)
    }
}
