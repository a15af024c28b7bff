import DishPhotos
import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase

/// `pantrix doctor` on real database files: a healthy one, and the ones an operator ends up with.
@Suite struct DoctorDatabaseTests {
    @Test func aHealthyDeploymentHasNoProblemsAndIsLeftExactlyAsItWas() async throws {
        let deployment = try DoctorDeployment()
        defer { deployment.remove() }
        let db = try AppDatabase.open(path: deployment.databasePath)
        _ = try await db.createUser(username: "cook", email: nil, passwordHash: "x")
        try await db.checkpointAndClose()
        let before = try deployment.snapshot()
        #expect(before.keys.sorted() == ["pantrix.sqlite"], "a stopped server leaves one file")

        let findings = deployment.run()
        #expect(findings.filter { $0.status == .problem }.isEmpty, "\(findings.map(\.description))")
        #expect(findings.contains { $0.area == "database" && $0.message == "integrity_check: ok" })
        #expect(findings.contains { $0.area == "database" && $0.message.hasPrefix("schema up to date (\(Migrations.migrator.migrations.count) migrations") })
        #expect(findings.contains { $0.area == "libraries" && $0.message.contains("FTS5") })
        #expect(findings.contains { $0.area == "admins" && $0.status == .note && $0.message.contains("pantrix admin grant YOUR_NAME") },
                "a new instance is told how to get its first admin")
        #expect(try deployment.snapshot() == before, "no -wal or -shm left behind, not a byte of the database changed")
    }

    @Test func theAdminsAreNamed() async throws {
        let deployment = try DoctorDeployment()
        defer { deployment.remove() }
        let db = try AppDatabase.open(path: deployment.databasePath)
        _ = try await db.createUser(username: "ada", email: nil, passwordHash: "x")
        try await db.setRole(.admin, username: "ada", by: .commandLine)
        try await db.checkpointAndClose()
        #expect(deployment.run().contains { $0.area == "admins" && $0.status == .ok && $0.message == "ada" })
    }

    @Test func aDatabaseFromAnOlderPantrixListsItsPendingMigrationsAndStaysUnmigrated() throws {
        let deployment = try DoctorDeployment()
        defer { deployment.remove() }
        let old = try DatabaseQueue(path: deployment.databasePath)
        try Migrations.migrator.migrate(old, upTo: "v3-pantry")
        try old.close()

        let problems = deployment.run().problems("database")
        #expect(problems.count == 1)
        let text = try #require(problems.first)
        #expect(text.contains("\(Migrations.migrator.migrations.count - 3) of \(Migrations.migrator.migrations.count) migrations not applied yet: v4-diet-indexes, v5-photos"))
        #expect(text.contains("fix: back it up first (pantrix backup --db \(deployment.databasePath)"))
        #expect(text.contains("pantrix migrate --db \(deployment.databasePath)"))
        let applied = try DatabaseQueue(path: deployment.databasePath).read { db in try Migrations.migrator.appliedMigrations(db) }
        #expect(applied == ["v1-accounts-and-sessions", "v2-recipes", "v3-pantry"], "the doctor never migrates")
    }

    @Test func aFileOfGarbageIsNotADatabaseAndTheFixIsARestore() throws {
        let deployment = try DoctorDeployment()
        defer { deployment.remove() }
        var generator = SystemRandomNumberGenerator()
        try Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: URL(fileURLWithPath: deployment.databasePath))

        let problems = deployment.run().problems("database")
        #expect(problems == ["""
            problem  database: \(deployment.databasePath) is not an SQLite database (or is damaged beyond reading)
                     fix: stop the server and restore the latest backup: pantrix restore --from BACKUP.sqlite --db \(deployment.databasePath) (and the uploads folder from the same backup)
            """])
    }

    @Test func damagedPagesFailTheIntegrityCheck() async throws {
        let deployment = try DoctorDeployment()
        defer { deployment.remove() }
        let db = try AppDatabase.open(path: deployment.databasePath)
        for n in 0..<300 { _ = try await db.createUser(username: "cook\(n)", email: nil, passwordHash: String(repeating: "x", count: 60)) }
        try await db.checkpointAndClose()
        // Overwrite the second half of the file, leaving the header and schema page intact.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: deployment.databasePath))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        try handle.write(contentsOf: Data(repeating: 0x5A, count: Int(size / 2)))
        try handle.close()

        let problems = deployment.run().problems("database")
        #expect(problems.count == 1)
        let text = try #require(problems.first)
        #expect(text.contains("\(deployment.databasePath) failed its integrity_check: ") || text.contains("\(deployment.databasePath) is damaged"), "\(text)")
        #expect(text.contains("fix: stop the server and restore the latest backup: pantrix restore --from"))
    }

    @Test func photosWhoseFilesAreGoneAreCountedWhileTheServerHasTheDatabaseOpen() async throws {
        let deployment = try DoctorDeployment()
        defer { deployment.remove() }
        let db = try AppDatabase.open(path: deployment.databasePath)
        let user = try await db.createUser(username: "ana", email: nil, passwordHash: "x").id!
        let recipe = try await db.addRecipe(
            PreparedRecipe(RecipeDraft(title: "Soup", category: "soup", servings: 2, ingredients: ["1 onion"], steps: ["Cook."])), origin: .user)
        let store = PhotoStore(database: db, uploads: try UploadsDirectory(path: deployment.settings.uploadsPath), quota: 10)
        let photo = try await store.addPhoto(userID: user, recipeID: recipe, caption: "", processed: try PhotoProcessor().process(Doctor.tinyPNG))

        #expect(deployment.run().contains { $0.description == "ok       uploads: all 2 photo files the database lists are in \(store.uploads.url.path)" })
        store.uploads.remove(photo.displayFile)
        #expect(deployment.run().problems("uploads") == ["""
            problem  uploads: 1 of 2 photo files the database lists are not in \(store.uploads.url.path) (e.g. \(photo.displayFile))
                     fix: check --uploads; after a restore, copy the uploads folder from the same backup: rsync -a BACKUP/Uploads/ \(store.uploads.url.path)/
            """])
        try await db.checkpointAndClose()
    }

    @Test func aForeignSQLiteFileIsNotAPantrixDatabase() throws {
        let deployment = try DoctorDeployment()
        defer { deployment.remove() }
        let other = try DatabaseQueue(path: deployment.databasePath)
        try other.write { db in try db.execute(sql: "CREATE TABLE notes(text TEXT)") }
        try other.close()

        #expect(deployment.run().problems("database") == ["""
            problem  database: \(deployment.databasePath) is not a Pantrix database: it has no migration history
                     fix: point --db at the Pantrix database, or move this file away and let `pantrix serve` create a new one
            """])
    }
}
