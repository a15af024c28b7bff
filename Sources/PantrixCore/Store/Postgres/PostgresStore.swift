import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// The store for several app servers: one PostgreSQL database (15 or later).
///
/// The domain's transactions are synchronous closures (written once for SQLite and PostgreSQL);
/// each runs on a thread of this store's own pool with a connection of its own, and waits for
/// PostgreSQL's answers there — never on an event loop or Swift's cooperative threads.
///
/// Writes run SERIALIZABLE: a transaction that would break serial order with a concurrent one
/// (two servers counting the same favourite) fails with 40001 and is run again, so every rule
/// that held with SQLite's one writer at a time holds here too. Writes that keep colliding (a
/// crowd on one recipe) queue on an advisory lock from their second try, so they finish instead
/// of racing forever; uncontended writes never wait for it. Each committed write tells the
/// other servers through NOTIFY (see PostgresChanges).
public final class PostgresStore: SQLStore {
    let configuration: PostgresConnection.Configuration
    let logger: Logger
    private let keepConnections: Bool
    private let idle = Mutex<[PooledConnection]>([])
    private let nextConnectionID = Atomic<Int>(1)
    let changes: PostgresChanges
    /// How often a write that lost a serialization conflict is tried in all.
    static let attempts = 40
    /// Tries without queueing; later ones take `contendedWritesLock` first.
    static let optimisticAttempts = 1
    /// The advisory lock contended writes queue on (any constant but the migrations').
    static let contendedWritesLock: Int64 = 16_01_14_20_18_09_25

    public var dialect: SQLDialect { .postgres }

    /// Connects, applies pending migrations (one server at a time) and starts hearing other servers' changes.
    public static func open(url: String, logger: Logger = Logger(label: "pantrix.postgres")) async throws -> PostgresStore {
        let store = PostgresStore(configuration: try configuration(url: url), logger: logger)
        try await threads.runIfActive { try store.migrateHere() }
        store.changes.start(store: store)
        return store
    }

    /// `keepConnections: false` closes each connection after its transaction (tests make a
    /// database per test and never close them).
    init(configuration: PostgresConnection.Configuration, logger: Logger, keepConnections: Bool = true) {
        self.configuration = configuration
        self.logger = logger
        self.keepConnections = keepConnections
        changes = PostgresChanges(logger: logger)
    }

    /// How many transactions (each with its connection) a server runs at once; set before the
    /// first store opens (`--database-connections`). Four per core by default: measured at 100,000
    /// recipes on 2 cores, 8 served the recipe page and cook now 5–15% faster than 16, with a
    /// shorter tail (fewer processes taking turns); more help when PostgreSQL is across a network.
    public static var connections: Int {
        get { connectionSetting.withLock { $0 } }
        set { connectionSetting.withLock { $0 = newValue } }
    }
    private static let connectionSetting = Mutex(max(4, 4 * ProcessInfo.processInfo.activeProcessorCount))

    /// The threads transactions run on, shared by every store of the process: at most
    /// `connections` transactions (and connections) at once per server.
    static let threads: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: connections)
        pool.start()
        return pool
    }()

    /// postgres://user[:password]@host[:port]/database (TLS is not used: run PostgreSQL on a
    /// private network or the same machine), or on the same machine through its Unix socket,
    /// libpq's way: postgres://user@/database?host=/var/run/postgresql (the socket folder; `port`
    /// picks the socket's number, 5432 by default) — a little cheaper per statement than TCP.
    public static func configuration(url: String) throws -> PostgresConnection.Configuration {
        guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme ?? "") else {
            throw PostgresStoreError.badURL(url)
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let user = components.user ?? "postgres"
        if let folder = query["host"], folder.hasPrefix("/") {
            let port = components.port ?? query["port"].flatMap(Int.init) ?? 5432
            return PostgresConnection.Configuration(
                unixSocketPath: "\(folder)/.s.PGSQL.\(port)", username: user, password: components.password,
                database: database.isEmpty ? nil : database)
        }
        guard let host = components.host, !host.isEmpty else { throw PostgresStoreError.badURL(url) }
        return PostgresConnection.Configuration(
            host: host, port: components.port ?? 5432, username: user,
            password: components.password, database: database.isEmpty ? nil : database, tls: .disable)
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await Self.threads.runIfActive { [self] in
            try withConnection { connection in
                let driver = PostgresDriver(connection, logger: logger, readOnly: true)
                driver.send("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                do {
                    let result = try body(SQLConnection(driver))
                    // Nothing to wait for: a read-only transaction commits by ending.
                    driver.send("COMMIT")
                    return result
                } catch {
                    _ = try? driver.run("ROLLBACK")
                    throw error
                }
            }
        }
    }

    public func readStatement<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await Self.threads.runIfActive { [self] in
            try withConnection { connection in
                try body(SQLConnection(PostgresDriver(connection, logger: logger, statements: 1)))
            }
        }
    }

    public func write<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        let (result, events) = try await Self.threads.runIfActive { [self] in
            try withConnection { connection in
                var attempt = 1
                while true {
                    let driver = PostgresDriver(connection, logger: logger)
                    // A write that already lost a conflict waits its turn behind the others that did
                    // (hot rows: one recipe's favourites, the week's points) instead of racing again.
                    // The lock is taken before BEGIN, so the transaction's snapshot is taken after it.
                    let queued = attempt > Self.optimisticAttempts
                    if queued { try driver.run("SELECT pg_advisory_lock(\(Self.contendedWritesLock))") }
                    defer { if queued { _ = try? driver.run("SELECT pg_advisory_unlock(\(Self.contendedWritesLock))") } }
                    do {
                        driver.send("BEGIN ISOLATION LEVEL SERIALIZABLE")
                        let result = try body(SQLConnection(driver))
                        let events = driver.changeEvents
                        if let payload = changes.payload(events) {
                            try driver.run("SELECT pg_notify('\(PostgresChanges.channel)', $1)", binds: [.text(payload)])
                        }
                        try driver.run("COMMIT")
                        return (result, events)
                    } catch where PostgresDriver.isRetryable(error) && attempt < Self.attempts {
                        _ = try? driver.run("ROLLBACK")
                        attempt += 1
                        // Back off a little, more each time, so the conflicting writers spread out.
                        usleep(UInt32.random(in: 0...UInt32(min(attempt, 10) * 2_000)))
                    } catch {
                        _ = try? driver.run("ROLLBACK")
                        throw PostgresDriver.mapped(error)
                    }
                }
            }
        }
        changes.committedHere(events)
        return result
    }

    /// Another app server's store on the same database (tests race two of them), both hearing
    /// each other's changes.
    func anotherServer() async throws -> PostgresStore {
        let other = PostgresStore(configuration: configuration, logger: logger, keepConnections: keepConnections)
        for store in [self, other] {
            store.changes.start(store: store)
            while !store.changes.isListening { try await Task.sleep(for: .milliseconds(10)) }
        }
        return other
    }

    public func onDataChange(_ changed: @escaping @Sendable () -> Void) { changes.onDataChange(changed) }

    /// Events other servers announced (a recipe saved, a favourite counted), for indexes kept in memory.
    public func onRemoteEvents(_ handler: @escaping @Sendable ([String]) -> Void) { changes.onRemoteEvents(handler) }

    public func close() async throws {
        changes.stop()
        let connections = idle.withLock { connections in
            defer { connections = [] }
            return connections
        }
        for pooled in connections { try? await pooled.connection.close() }
    }

    /// A connection for one transaction on this thread; a broken one is not given back.
    private func withConnection<T>(_ body: (PooledConnection) throws -> T) throws -> T {
        let pooled = try idle.withLock { $0.popLast() }.flatMap { $0.connection.isClosed ? nil : $0 } ?? PooledConnection(connect())
        defer {
            if keepConnections, !pooled.connection.isClosed {
                idle.withLock { $0.append(pooled) }
            } else {
                try? (pooled.connection.close() as EventLoopFuture<Void>).wait()
            }
        }
        return try body(pooled)
    }

    func connect() throws -> PostgresConnection {
        let id = nextConnectionID.add(1, ordering: .relaxed).oldValue
        return try PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: id, logger: logger
        ).wait()
    }

    /// Applies the schema's versions not applied yet, under an advisory lock: servers starting
    /// together migrate one after the other, and the later ones find nothing to do. Runs on the
    /// calling thread (not an event loop).
    func migrateHere() throws {
        try withConnection { connection in
            let driver = PostgresDriver(connection, logger: logger)
            try driver.run("SELECT pg_advisory_lock(\(PostgresSchema.migrationLock))")
            defer { _ = try? driver.run("SELECT pg_advisory_unlock(\(PostgresSchema.migrationLock))") }
            try driver.run("CREATE TABLE IF NOT EXISTS pantrix_migrations (identifier TEXT PRIMARY KEY, appliedAt TEXT NOT NULL)")
            let applied = Set(try driver.rows("SELECT identifier FROM pantrix_migrations", SQLArguments(), cached: false)
                .map { $0["identifier"] as String })
            for (identifier, sql) in PostgresSchema.migrations where !applied.contains(identifier) {
                try driver.run("BEGIN")
                do {
                    try driver.simpleQuery(sql)
                    try driver.run("INSERT INTO pantrix_migrations (identifier, appliedAt) VALUES ($1, $2)",
                                   binds: [.text(identifier), Date().sqlValue])
                    try driver.run("COMMIT")
                    logger.info("PostgreSQL schema \(identifier) applied")
                } catch {
                    _ = try? driver.run("ROLLBACK")
                    throw error
                }
            }
        }
    }
}

public enum PostgresStoreError: Error, CustomStringConvertible {
    case badURL(String)

    public var description: String {
        switch self {
        case .badURL(let url):
            "Not a PostgreSQL address: \(url) (expected postgres://user[:password]@host[:port]/database, or postgres://user@/database?host=/socket/folder)"
        }
    }
}

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
        let results = BatchResults(count: batch.count, answer: answer)
        for (index, read) in batch.enumerated() {
            ahead.append((read.statement.sql, read.values, { try results.rows(index) }))
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
        return {
            do {
                // The statement's description (made before any bind) says text; the rows come in
                // the binary format every execution asks for.
                return Self.rows(try answer.wait(), binary: true)
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
    static func rows(_ rows: [PostgresRow], binary: Bool = false) -> [SQLRow] {
        guard let first = rows.first else { return [] }
        let columns = SQLColumns(first.map(\.columnName))
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

/// The answer to several reads sent as one statement: waited for once, each read's JSON parsed
/// when it is taken.
final class BatchResults {
    private let count: Int
    private var answer: (() throws -> [SQLRow])?
    private var row: SQLRow?

    init(count: Int, answer: @escaping () throws -> [SQLRow]) {
        self.count = count
        self.answer = answer
    }

    func rows(_ index: Int) throws -> [SQLRow] {
        if let answer {
            self.answer = nil
            row = try answer().first
        }
        guard let row, index < row.count, case .text(let json) = row.values[index] else {
            throw PostgresQueryError(state: "XX000", message: "a batch of \(count) reads came back without read \(index + 1)", detail: nil, query: nil)
        }
        return try JSONRows.parse(json)
    }
}

/// `json_agg` of rows as SQLRows: an array of flat objects whose values are numbers, strings,
/// booleans or null (whole numbers become integers, others reals, booleans 1 and 0).
enum JSONRows {
    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "PostgreSQL's JSON rows are malformed at byte \(offset)" }
    }

    static func parse(_ json: String) throws -> [SQLRow] {
        var json = json
        return try json.withUTF8 { bytes in
            var parser = Parser(bytes: bytes)
            return try parser.rows()
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func rows() throws -> [SQLRow] {
            var rows: [SQLRow] = []
            var columns: SQLColumns?
            try expect(UInt8(ascii: "["))
            skipSpace()
            if peek() == UInt8(ascii: "]") { return [] }
            while true {
                try expect(UInt8(ascii: "{"))
                var names: [String] = [], values: [SQLValue] = []
                skipSpace()
                if peek() != UInt8(ascii: "}") {
                    while true {
                        skipSpace()
                        names.append(try string())
                        try expect(UInt8(ascii: ":"))
                        values.append(try value())
                        skipSpace()
                        if peek() == UInt8(ascii: ",") { index += 1; continue }
                        break
                    }
                }
                try expect(UInt8(ascii: "}"))
                if columns == nil || columns!.names != names { columns = SQLColumns(names) }
                rows.append(SQLRow(columns: columns!, values: values))
                skipSpace()
                if peek() == UInt8(ascii: ",") { index += 1; skipSpace(); continue }
                try expect(UInt8(ascii: "]"))
                return rows
            }
        }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func expect(_ byte: UInt8) throws {
            skipSpace()
            guard peek() == byte else { throw Malformed(offset: index) }
            index += 1
        }

        mutating func value() throws -> SQLValue {
            skipSpace()
            guard let byte = peek() else { throw Malformed(offset: index) }
            switch byte {
            case UInt8(ascii: "\""): return .text(try string())
            case UInt8(ascii: "n"): try word("null"); return .null
            case UInt8(ascii: "t"): try word("true"); return .integer(1)
            case UInt8(ascii: "f"): try word("false"); return .integer(0)
            default: return try number()
            }
        }

        mutating func word(_ text: StaticString) throws {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count,
                  memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0 else { throw Malformed(offset: index) }
            index += count
        }

        mutating func number() throws -> SQLValue {
            let start = index
            var whole = true
            while let byte = peek(), (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { whole = false }
                index += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if whole, let int = Int64(text) { return .integer(int) }
            guard let real = Double(text) else { throw Malformed(offset: start) }
            return .real(real)
        }

        mutating func string() throws -> String {
            try expect(UInt8(ascii: "\""))
            let start = index
            // Most strings have no escapes: taken as they are.
            while let byte = peek(), byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { index += 1 }
            guard let stop = peek() else { throw Malformed(offset: index) }
            if stop == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
            }
            var text = Array(bytes[start..<index])
            var pendingHigh: UInt32?
            while let byte = peek() {
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    continue
                }
                guard let escaped = peek() else { throw Malformed(offset: index) }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count,
                          let code = UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self), radix: 16)
                    else { throw Malformed(offset: index) }
                    index += 4
                    var scalar: Unicode.Scalar?
                    if (0xD800..<0xDC00).contains(code) {
                        pendingHigh = code
                    } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                        pendingHigh = nil
                        scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))
                    } else {
                        scalar = Unicode.Scalar(code)
                    }
                    if let scalar { text.append(contentsOf: String(Character(scalar)).utf8) }
                default: text.append(escaped)
                }
            }
            throw Malformed(offset: index)
        }
    }
}

/// A statement PostgreSQL refused, with what it said (PSQLError's description hides it).
public struct PostgresQueryError: Error, CustomStringConvertible {
    public let state: String
    public let message: String
    public let detail: String?
    public let query: String?

    public var description: String {
        "PostgreSQL \(state): \(message)" + (detail.map { " (\($0))" } ?? "") + (query.map { " in: \($0)" } ?? "")
    }
}

extension PostgresSchema {
    /// The advisory lock a migrating server holds (any constant; "Pantrix" in letters' places).
    static let migrationLock: Int64 = 16_01_14_20_18_09_24
}
