import GRDB
import PantrixCore
import PantrixDatabase

extension AppDatabase {
    /// An in-memory database for tests: same schema, nothing on disk. With
    /// PANTRIX_TEST_DATABASE_URL set, a fresh database on that PostgreSQL server instead, so the
    /// same suites run against both stores (scripts/test-postgres).
    package static func inMemory() throws -> AppDatabase {
        if let url = PostgresTestDatabases.url { return AppDatabase(store: try PostgresTestDatabases.fresh(url: url)) }
        return try AppDatabase(DatabaseQueue(configuration: makeConfiguration()))
    }

    /// True when `inMemory()` gives PostgreSQL databases (tests of SQLite's own behaviour skip then).
    package static var testsUsePostgres: Bool { PostgresTestDatabases.url != nil }
}
