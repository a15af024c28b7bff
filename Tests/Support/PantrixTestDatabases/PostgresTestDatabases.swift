import PantrixCore
import PantrixDatabase
import Foundation
import Logging
import NIOPosix
import PostgresNIO
import Synchronization

/// Fresh PostgreSQL databases for the test suites: with `PANTRIX_TEST_DATABASE_URL` set (the
/// address of a throwaway server, see scripts/test-postgres), `AppDatabase.inMemory()` gives each
/// test a database of its own, copied from a template migrated once per process.
package enum PostgresTestDatabases {
    package static let urlVariable = "PANTRIX_TEST_DATABASE_URL"

    package static var url: String? {
        ProcessInfo.processInfo.environment[urlVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    private static let state = Mutex<(template: String?, count: Int)>((nil, 0))
    private static let logger = Logger(label: "pantrix.postgres.tests")

    /// A new, migrated, empty database. Blocks the calling thread (PostgreSQL works on NIO's threads).
    package static func fresh(url: String) throws -> PostgresStore {
        let base = try PostgresStore.configuration(url: url)
        let prefix = "pantrix_test_\(ProcessInfo.processInfo.processIdentifier)"
        let (template, number): (String, Int) = try state.withLock { state in
            if state.template == nil {
                let name = prefix + "_template"
                try admin(base, "DROP DATABASE IF EXISTS \(name)")
                try admin(base, "CREATE DATABASE \(name)")
                var configuration = base
                configuration.database = name
                try PostgresStore(configuration: configuration, logger: logger, keepConnections: false).migrateHere()
                state.template = name
            }
            state.count += 1
            return (state.template!, state.count)
        }
        let name = "\(prefix)_\(number)"
        try admin(base, "CREATE DATABASE \(name) TEMPLATE \(template)")
        var configuration = base
        configuration.database = name
        return PostgresStore(configuration: configuration, logger: logger, keepConnections: false)
    }

    /// The address of a new database with nothing in it, not even the schema (for tests of
    /// `AppDatabase.open(url:)` and of copying into an empty database).
    package static func emptyURL(url: String) throws -> String {
        let base = try PostgresStore.configuration(url: url)
        let name = "pantrix_test_\(ProcessInfo.processInfo.processIdentifier)_empty_\(state.withLock { state in state.count += 1; return state.count })"
        try admin(base, "CREATE DATABASE \(name)")
        var components = URLComponents(string: url)!
        components.path = "/" + name
        return components.string!
    }

    /// One statement outside a transaction, on the server's own database (CREATE DATABASE can't run in one).
    private static func admin(_ configuration: PostgresConnection.Configuration, _ sql: String) throws {
        let connection = try PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 0, logger: logger).wait()
        defer { try? (connection.close() as EventLoopFuture<Void>).wait() }
        _ = try connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).wait()
    }
}
