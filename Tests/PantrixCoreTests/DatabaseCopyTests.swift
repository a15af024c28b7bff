import PantrixTestSupport
import DishPhotos
import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

@Suite struct DatabaseCopyTests {
    /// A SQLite instance with the seed catalogue and some of everything people add.
    static func populatedSQLite() async throws -> (database: AppDatabase, path: String, uploads: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)").path
        let path = directory + "/pantrix.sqlite"
        let db = try AppDatabase.open(path: path)
        _ = try await db.loadSeedCatalogueIfNeeded()
        let ana = try await db.createUser(username: "ana", email: "ana@example.com", passwordHash: "x").id!
        let ben = try await db.createUser(username: "ben", email: nil, passwordHash: "x").id!
        let ids = try await db.store.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM recipe ORDER BY id LIMIT 5") }
        let mine = try await db.addRecipe(
            PreparedRecipe(RecipeDraft(title: "Ana's secret soup", category: "soup", servings: 2, ingredients: ["1 onion", "2 carrots"], steps: ["Cook."])),
            origin: .user, authorID: ana, visibility: .private)
        for id in ids.prefix(3) { try await db.setFavourite(recipeID: id, userID: ana, on: true) }
        try await db.setFavourite(recipeID: ids[0], userID: ben, on: true)
        _ = try await db.rate(recipeID: ids[0], userID: ana, stars: 5)
        _ = try await db.rate(recipeID: ids[0], userID: ben, stars: 2)
        _ = try await db.rate(recipeID: ids[1], userID: ben, stars: 4)
        try await db.addPantryItems(userID: ana, lines: ["2 onions", "500 g flour", "6 eggs"])
        try await db.addGrocery(text: "1 l milk", userID: ana)
        _ = try await db.recordCooking(recipeID: ids[1], userID: ana, servings: nil, usedUp: [])
        _ = try await db.addComment(recipeID: ids[0], userID: ben, body: "Lovely.")
        let uploads = directory + "/uploads"
        let photos = PhotoStore(database: db, uploads: try UploadsDirectory(path: uploads), quota: 10)
        _ = try await photos.addPhoto(userID: ana, recipeID: mine, caption: "bowl", processed: try PhotoProcessor().process(Doctor.tinyPNG))
        return (db, path, directory)
    }

    @Test func tablesComeParentsFirstWithoutSQLitesOwn() async throws {
        let source = try await Self.populatedSQLite()
        defer { try? FileManager.default.removeItem(atPath: source.uploads) }
        let tables = try DatabaseCopy.tables(source.database.sqlite!)
        let names = tables.map(\.name)
        #expect(!names.contains { $0.hasPrefix("sqlite_") || $0 == "grdb_migrations" || $0.hasPrefix("recipe_fts_") })
        #expect(names.contains("recipe_fts") && names.contains("recipe_keys_fts"))
        let position = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        #expect(position["user"]! < position["recipe"]!)
        #expect(position["recipe"]! < position["recipe_ingredient"]!)
        #expect(position["recipe"]! < position["favourite"]!)
        #expect(position["recipe"]! < position["recipe_fts"]!)
        // Every reference not deferred points at a table already copied.
        try await source.database.store.read { db in
            for table in tables {
                for key in try SQLRow.fetchAll(db, sql: "SELECT \"table\", \"from\" FROM pragma_foreign_key_list(?)", arguments: [table.name]) {
                    let parent: String = key["table"], column: String = key["from"]
                    #expect(table.deferred.contains(column) || position[parent]! < position[table.name]!, "\(table.name).\(column) → \(parent)")
                }
            }
        }
    }

    @Test(.enabled(if: AppDatabase.testsUsePostgres)) func copiesEveryRowIntoAnEmptyPostgreSQLDatabase() async throws {
        let source = try await Self.populatedSQLite()
        defer { try? FileManager.default.removeItem(atPath: source.uploads) }
        let url = try PostgresTestDatabases.emptyURL(url: PostgresTestDatabases.url!)
        let target = try await AppDatabase.open(url: url)
        defer { Task { try? await target.store.close() } }

        let report = try await DatabaseCopy.copy(from: source.database, to: target)
        #expect(report.rows > 1000)
        let counts = try await DatabaseCopy.counts(source: source.database, target: target, tables: report.tables)
        #expect(counts.allSatisfy { $0.matches }, "\(counts.filter { !$0.matches })")
        #expect(counts.first { $0.table == "favourite" }?.source == 4)
        #expect(counts.first { $0.table == "photo" }?.source == 1)
        let kitchens = try #require(counts.first { $0.table == "kitchen" })
        #expect(kitchens.source >= 2 && kitchens.target == kitchens.source, "no second kitchen per person")

        // The stored totals arrive as they were, not counted again.
        let totals = "SELECT id, favouriteCount, ratingCount, ratingAverage, ingredientCount FROM recipe ORDER BY id"
        let before = try await source.database.store.read { db in try SQLRow.fetchAll(db, sql: totals).map(\.values) }
        let after = try await target.store.read { db in try SQLRow.fetchAll(db, sql: totals).map(\.values) }
        #expect(before == after)
        #expect(before.contains { $0[1] == .integer(2) && $0[2] == .integer(2) && $0[3] == .real(3.5) })

        // References written after every row was in (a cycle's, set in batches) arrive as they were.
        let deferred = report.tables.filter { !$0.deferred.isEmpty }
        #expect(!deferred.isEmpty)
        var referencesSet = 0
        for table in deferred {
            let columns = (table.deferred + table.primaryKey).map(DatabaseCopy.quoted).joined(separator: ", ")
            let sql = "SELECT \(columns) FROM \(DatabaseCopy.quoted(table.name)) ORDER BY \(table.primaryKey.map(DatabaseCopy.quoted).joined(separator: ", "))"
            let before = try await source.database.store.read { db in try SQLRow.fetchAll(db, sql: sql).map(\.values) }
            let after = try await target.store.read { db in try SQLRow.fetchAll(db, sql: sql).map(\.values) }
            #expect(before == after, "\(table.name)")
            referencesSet += before.filter { $0.prefix(table.deferred.count).contains { $0 != .null } }.count
        }
        #expect(referencesSet > 0, "the sample sets some")

        let ids = try await source.database.store.read { db in try SQLRow.fetchAll(db, sql: "SELECT id, authorId FROM recipe ORDER BY id") }
        for row in ids {
            let id: Int64 = row["id"], author: Int64? = row["authorId"]
            let a = await DatabaseCopy.described { try await source.database.recipeDetail(id: id, viewerID: author) }
            let b = await DatabaseCopy.described { try await target.recipeDetail(id: id, viewerID: author) }
            #expect(a == b, "recipe \(id)")
            #expect(!a.hasPrefix("error"), "recipe \(id): \(a)")
        }
        let samples = try await DatabaseCopy.compareSamples(source: source.database, target: target)
        #expect(samples.mismatches.isEmpty, "\(samples.mismatches.joined(separator: "\n"))")
        #expect(samples.matching == samples.pages.count && samples.pages.count >= 20)

        // The identities follow the copied ids, and the triggers are back on.
        let lastUser = try await source.database.store.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM user") }
        let carla = try await target.createUser(username: "carla", email: nil, passwordHash: "x")
        #expect(carla.id == (lastUser ?? 0) + 1)
        #expect(try await target.store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM kitchen") } == kitchens.source + 1)
        let favourited = try #require(ids.first.map { $0["id"] as Int64 })
        try await target.setFavourite(recipeID: favourited, userID: carla.id!, on: true)
        #expect(try await target.store.read { db in try Int.fetchOne(db, sql: "SELECT favouriteCount FROM recipe WHERE id = ?", arguments: [favourited]) } == 3)

        // A second copy into what is no longer empty is refused, and changes nothing.
        await #expect(throws: DatabaseCopy.Failure.self) { try await DatabaseCopy.copy(from: source.database, to: target) }
    }
}
