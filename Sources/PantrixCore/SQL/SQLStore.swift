import Foundation

/// Where Pantrix keeps its data: an SQLite file (the default) or a PostgreSQL database shared by
/// several app servers. Every domain method is one `read` or `write` transaction of SQL written
/// once for both.
package protocol SQLStore: Sendable {
    var dialect: SQLDialect { get }

    /// A transaction that sees one consistent state and changes nothing.
    func read<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T

    /// A read whose reads that must agree are sent ahead together (`SQLConnection.prefetch`):
    /// PostgreSQL answers those as one statement, which sees one state by itself, and runs the
    /// read without BEGIN and COMMIT — a read made after them sees what was committed by then.
    /// The transaction's two statements were an eighth of a signed-in recipe page's time and of
    /// cook now's. SQLite makes it as `read`.
    func readBatched<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T

    /// A read for bounded work taking a fraction of a millisecond (one page's indexed lookups,
    /// never a scan or a search): SQLite makes it on the calling thread with a connection of its
    /// own, in a transaction as `read`, without the pool's four thread switches and its queue
    /// behind long reads. PostgreSQL makes it as `readBatched`. Nothing long may go here: on
    /// SQLite it holds one of the few threads every request shares.
    func readBrief<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T

    /// A read of one statement, which sees one state without a transaction around it (PostgreSQL
    /// saves the BEGIN and COMMIT round trips; a second statement is an error there).
    func readStatement<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T

    /// A transaction that writes. Writes are serializable on both stores: SQLite runs one at a
    /// time; PostgreSQL runs them SERIALIZABLE and retries one that lost a conflict, so the
    /// body may run more than once and must do nothing but SQL.
    func write<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T

    /// Calls `changed` after every committed write that may change what a page shows: anything
    /// but sessions alone (a visitor opening a form). PostgreSQL also hears other servers' writes.
    func onDataChange(_ changed: @escaping @Sendable () -> Void)

    /// True while every committed write to this database, by this server or another, reaches
    /// `onDataChange` and `onRemoteEvents` (PostgreSQL while its change feed is connected). What
    /// lets a server keep a read whose round trip costs more than the read (the session lookup,
    /// SessionCache) until a write may have changed it. False for SQLite, whose reads cost no
    /// round trip.
    var hearsEveryWrite: Bool { get }

    /// Stops accepting work and closes the store (SQLite checkpoints its WAL first).
    func close() async throws

    /// Calls `handler` with the events other app servers announced (a recipe saved, a favourite
    /// counted), for indexes kept in memory. A store one process owns (SQLite) hears none.
    func onRemoteEvents(_ handler: @escaping @Sendable ([String]) -> Void)

    /// A second app server's store on the same database, both hearing each other's changes (tests
    /// race two of them); nil for a store one process owns (SQLite).
    func anotherServer() async throws -> (any SQLStore)?
}

extension SQLStore {
    package func onRemoteEvents(_ handler: @escaping @Sendable ([String]) -> Void) {}

    package func anotherServer() async throws -> (any SQLStore)? { nil }

    package var hearsEveryWrite: Bool { false }

    package func readStatement<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await read(body)
    }

    package func readBrief<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await read(body)
    }

    package func readBatched<T: Sendable>(_ body: @escaping @Sendable (SQLConnection) throws -> T) async throws -> T {
        try await read(body)
    }
}

/// Whether the running request changes something (any method but GET and HEAD), set by the web
/// layer around its handler. SQLite then reads that request's data through the writer's
/// connection, which only writes use, instead of queueing for a reader behind every page being
/// read: under 64 connections reading pages, a save waited ~25 ms for each of its reads.
package enum SQLRequestKind {
    @TaskLocal package static var writes = false
}

/// Tables whose writes are bookkeeping, not content (a visitor's session, a failed login counted,
/// a cover photo held for a form, the suggestions a cook's home page showed, which it writes on
/// every visit and which no shared page shows):
/// a transaction that writes only these doesn't tell `onDataChange` (nor the other app servers).
package enum SQLBookkeeping {
    package static let tables: Set<String> = ["session", "rate_event", "rate_block", "server_key", "held_photo", "suggestion_seen"]
}

/// What a store passes to `onRemoteEvents` of its own accord, beside the events the domain announced.
package enum SQLStoreEvent {
    /// The store stopped hearing other servers for a while (a lost connection): anything may have changed.
    package static let resync = "resync"
}
