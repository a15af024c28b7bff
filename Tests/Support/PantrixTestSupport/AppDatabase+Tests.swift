import GRDB
import PantrixCore

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

extension AppDatabase {
    /// The related recipes' ranking and their cards, read on their own (the recipe page reads the
    /// cards in its one transaction): for the benchmark that measures this part of the page.
    package func relatedRecipes(to id: Int64, limit: Int = 4) async throws -> [RecipeCard] {
        let ids = try await relatedRecipeIDs(to: id, limit: limit)
        guard !ids.isEmpty else { return [] }
        return try await store.read { db in try Self.publicCards(db, ids: ids) }
    }
}
