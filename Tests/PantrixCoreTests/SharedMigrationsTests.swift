import Foundation
import GRDB
import PantrixCore
import PantrixTestDatabases
import PantrixTestSupport
import Testing
@testable import PantrixDatabase

/// The migrations written once (SharedMigrations) reach both stores, after each one's frozen list.
@Suite struct SharedMigrationsTests {
    static let lastFrozen = "v27-held-photos"

    @Test func aNewSQLiteFileRecordsEverySharedMigrationAfterItsOwn() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-shared-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let database = try AppDatabase.open(path: path)
        let applied = try await database.sqlite!.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        let shared = SharedMigrations.all.map(\.identifier)
        #expect(Array(applied.suffix(shared.count)) == shared)
        #expect(applied.dropLast(shared.count).last == Self.lastFrozen)
        try await database.checkpointAndClose()
    }

    /// A database from before the rename keeps its shops and prices, under the new names, and a
    /// shop's prices still go with it.
    @Test func anExistingSQLiteDatabaseKeepsItsShopsThroughTheRename() async throws {
        let queue = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        try Migrations.migrator.migrate(queue, upTo: Self.lastFrozen)
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO kitchen (id, name, createdAt) VALUES (1, 'Home', '2026-01-01 00:00:00.000');
                INSERT INTO store (id, kitchenId, name, createdAt) VALUES (7, 1, 'Corner market', '2026-01-01 00:00:00.000');
                INSERT INTO store_price (kitchenId, storeId, ingredientKey, name, quantityText, paid, basis, unitPrice, createdAt)
                    VALUES (1, 7, 'egg', 'eggs', '6', 3.0, 'item', 0.5, '2026-01-01 00:00:00.000');
                """)
        }
        let database = try AppDatabase(queue)
        let shops = try await database.store.read { db in try Shop.fetchAll(db, sql: "SELECT * FROM shop") }
        #expect(shops.map(\.name) == ["Corner market"])
        let prices = try await database.store.read { db in try ShopPrice.fetchAll(db, sql: "SELECT * FROM shop_price") }
        #expect(prices.map(\.shopId) == [7] && prices.map(\.name) == ["eggs"])
        let indexes = try await queue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('shop', 'shop_price') AND sql IS NOT NULL ORDER BY name")
        }
        #expect(indexes == ["shop_kitchen", "shop_price_kitchen_newest", "shop_price_shop"])
        try await queue.write { db in try db.execute(sql: "DELETE FROM shop WHERE id = 7") }
        #expect(try await queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM shop_price") } == 0, "a shop's prices go with it")
    }

    /// Recipes saved before the search index was made again with longer prefixes are still
    /// found, by a whole word or by the first letters of one, and ranked.
    @Test func recipesSavedBeforeTheLongerPrefixesAreStillFound() async throws {
        let queue = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        try Migrations.migrator.migrate(queue, upTo: "v28-shops")
        let drafts = BenchmarkRecipes.generate(count: 30, seed: 3)
        try await queue.write { db in
            for (offset, draft) in drafts.enumerated() {
                _ = try AppDatabase.insert(PreparedRecipe(draft), origin: .benchmark, authorID: nil, visibility: .public,
                                           editorialRank: offset, now: Date(), db: SQLConnection(GRDBDriver(db)))
            }
        }
        let database = try AppDatabase(queue)
        let prefixes = try await queue.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'recipe_fts'")
        }
        #expect(prefixes?.contains("prefix = '2 3 4 5 6 7 8'") == true)
        let title = try #require(drafts.first?.title)
        let word = try #require(title.split(separator: " ").first.map { String($0) })
        for typed in [title, String(word.prefix(5)), word] {
            var search = RecipeSearch()
            search.text = typed
            let found = try await database.search(search, viewerID: nil)
            #expect(found.cards.contains { $0.title == title }, "\(typed)")
        }
    }

    @Test(.enabled(if: AppDatabase.testsUsePostgres, "needs PANTRIX_TEST_DATABASE_URL"))
    func postgresRecordsEverySharedMigrationAfterItsOwn() async throws {
        let database = try AppDatabase.inMemory()
        let applied = try await database.store.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM pantrix_migrations ORDER BY appliedAt, identifier")
        }
        for identifier in SharedMigrations.all.map(\.identifier) { #expect(applied.contains(identifier)) }
        let columns = try await database.store.read { db in
            try String.fetchAll(db, sql: "SELECT column_name FROM information_schema.columns WHERE table_name = 'shop_price' ORDER BY column_name")
        }
        #expect(columns.contains("shopid") && !columns.contains("storeid"))
    }
}
