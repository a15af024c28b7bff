import Foundation
import Logging
import NIOCore
import NIOPosix
import PantrixCore
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
package final class PostgresStore: SQLStore {
    let configuration: PostgresConnection.Configuration
    let logger: Logger
    private let keepConnections: Bool
    private let idle = Mutex<[PooledConnection]>([])
    private let nextConnectionID = Atomic<Int>(1)
    let changes: PostgresChanges
    /// How long a write that keeps losing serialization conflicts is tried again. A time, not a
    /// count: when PostgreSQL runs short of room to track serializable transactions (many at
    /// once, or one long one), it summarizes old ones and then fails newer ones conservatively,
    /// even one at a time, for as long as the crowd lasts — seen as 39 failures in a row within
    /// two seconds on a loaded server. Waiting it out succeeds; a fixed number of quick tries did not.
    static let retryBudget: Duration = .seconds(15)
    /// Tries without queueing; later ones take `contendedWritesLock` first.
    static let optimisticAttempts = 1
    /// The advisory lock contended writes queue on (any constant but the migrations').
    static let contendedWritesLock: Int64 = 16_01_14_20_18_09_25

    package var dialect: SQLDialect { .postgres }

    /// Connects, applies pending migrations (one server at a time) and starts hearing other servers' changes.
    package static func open(url: String, logger: Logger = Logger(label: "pantrix.postgres")) async throws -> PostgresStore {
        let store = PostgresStore(configuration: try configuration(url: url), logger: logger)
        try await threads.runIfActive { try store.migrateHere() }
        store.changes.start(store: store)
        return store
    }

    /// `keepConnections: false` closes each connection after its transaction (tests make a
    /// database per test and never close them).
    package init(configuration: PostgresConnection.Configuration, logger: Logger, keepConnections: Bool = true) {
        self.configuration = configuration
        self.logger = logger
        self.keepConnections = keepConnections
        changes = PostgresChanges(logger: logger)
    }

    /// How many transactions (each with its connection) a server runs at once; set before the
    /// first store opens (`--database-connections`). Four per core by default: measured at 100,000
    /// recipes on 2 cores, 8 served the recipe page and cook now 5–15% faster than 16, with a
    /// shorter tail (fewer processes taking turns); more help when PostgreSQL is across a network.
    package static var connections: Int {
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
    package static func configuration(url: String) throws -> PostgresConnection.Configuration {
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

    package func read<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
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

    /// Without BEGIN and COMMIT (see `SQLStore.readBatched`): measured at 100k, signed-in recipe
    /// pages 1,010 → 1,150/s (PostgreSQL's CPU 748 → 625 µs a page, the server's 1,127 → 1,016 µs),
    /// cook now 967 → 1,091/s.
    package func readBatched<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await withoutTransaction(readOnly: true, statements: .max, body)
    }

    package func readBrief<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await readBatched(body)
    }

    package func readStatement<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await withoutTransaction(readOnly: false, statements: 1, body)
    }

    /// `body` on a connection of the pool, on this store's threads, without BEGIN and COMMIT.
    private func withoutTransaction<T: Sendable>(
        readOnly: Bool, statements: Int, _ body: @escaping @Sendable (SQLConnection) throws -> T
    ) async throws -> T {
        try await Self.threads.runIfActive { [self] in
            try withConnection { connection in
                try body(SQLConnection(PostgresDriver(connection, logger: logger, readOnly: readOnly, statements: statements)))
            }
        }
    }

    package func write<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        let (result, events) = try await Self.threads.runIfActive { [self] in
            try withConnection { connection in
                var attempt = 1
                let started = ContinuousClock.now
                while true {
                    if attempt > 1 {
                        // Back off a little, more each time (up to 0–100 ms), so the conflicting
                        // writers spread out and a streak of failures gives PostgreSQL time to
                        // clear. Before the queue's lock, so the others queued aren't kept waiting.
                        usleep(UInt32.random(in: 0...UInt32(min(attempt, 50) * 2_000)))
                    }
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
                    } catch where PostgresDriver.isRetryable(error) && ContinuousClock.now - started < Self.retryBudget {
                        _ = try? driver.run("ROLLBACK")
                        attempt += 1
                    } catch {
                        _ = try? driver.run("ROLLBACK")
                        if PostgresDriver.isRetryable(error) {
                            logger.error("write still conflicting after \(attempt) tries in \(ContinuousClock.now - started)")
                        }
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
    package func anotherServer() async throws -> (any SQLStore)? {
        let other = PostgresStore(configuration: configuration, logger: logger, keepConnections: keepConnections)
        for store in [self, other] {
            store.changes.start(store: store)
            while !store.changes.isListening { try await Task.sleep(for: .milliseconds(10)) }
        }
        return other
    }

    package func onDataChange(_ changed: @escaping @Sendable () -> Void) { changes.onDataChange(changed) }

    /// While the change feed is connected; after a gap it reports "resync" (`PostgresChanges`).
    package var hearsEveryWrite: Bool { changes.isListening }

    /// Events other servers announced (a recipe saved, a favourite counted), for indexes kept in memory.
    package func onRemoteEvents(_ handler: @escaping @Sendable ([String]) -> Void) { changes.onRemoteEvents(handler) }

    package func close() async throws {
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
    package func migrateHere() throws {
        try withConnection { connection in
            let driver = PostgresDriver(connection, logger: logger)
            try driver.run("SELECT pg_advisory_lock(\(PostgresSchema.migrationLock))")
            defer { _ = try? driver.run("SELECT pg_advisory_unlock(\(PostgresSchema.migrationLock))") }
            try driver.run("CREATE TABLE IF NOT EXISTS pantrix_migrations (identifier TEXT PRIMARY KEY, appliedAt TEXT NOT NULL)")
            let applied = Set(try driver.rows("SELECT identifier FROM pantrix_migrations", SQLArguments(), cached: false)
                .map { $0["identifier"] as String })
            for (identifier, sql) in try PostgresSchema.allMigrations() where !applied.contains(identifier) {
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

package enum PostgresStoreError: Error, CustomStringConvertible {
    case badURL(String)

    package var description: String {
        switch self {
        case .badURL(let url):
            "Not a PostgreSQL address: \(url) (expected postgres://user[:password]@host[:port]/database, or postgres://user@/database?host=/socket/folder)"
        }
    }
}

/// A statement PostgreSQL refused, with what it said (PSQLError's description hides it).
package struct PostgresQueryError: Error, CustomStringConvertible {
    package let state: String
    package let message: String
    package let detail: String?
    package let query: String?

    package var description: String {
        "PostgreSQL \(state): \(message)" + (detail.map { " (\($0))" } ?? "") + (query.map { " in: \($0)" } ?? "")
    }
}

extension PostgresSchema {
    /// PostgreSQL's own frozen list, then the shared migrations (translated, or their explicit text).
    static func allMigrations() throws -> [(identifier: String, sql: String)] {
        try migrations + SharedMigrations.all.map { ($0.identifier, try $0.postgres()) }
    }

    /// The advisory lock a migrating server holds (any constant; "Pantrix" in letters' places).
    static let migrationLock: Int64 = 16_01_14_20_18_09_24
}
