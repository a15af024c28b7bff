import PantrixTestSupport
import DishPhotos
import Foundation
import GRDB
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// PhotoStore: files and rows stay in step, the card image follows the newest photo.
@Suite struct PhotoStoreTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DishPhotosTests/Fixtures")

    struct Setup {
        let db: AppDatabase
        let store: PhotoStore
        let user: Int64
        let other: Int64
        let recipe: Int64
        let photo: ProcessedPhoto
        let path: String
    }

    static func setup(quota: Int = 10) async throws -> Setup {
        let db = try AppDatabase.inMemory()
        let user = try await db.createUser(username: "ana", email: nil, passwordHash: "x").id!
        let other = try await db.createUser(username: "bob", email: nil, passwordHash: "x").id!
        let recipe = try await db.addRecipe(
            PreparedRecipe(RecipeDraft(title: "Soup", category: "soup", servings: 2, ingredients: ["1 onion"], steps: ["Cook."])),
            origin: .user)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-store-\(UUID().uuidString)").path
        let store = PhotoStore(database: db, uploads: try UploadsDirectory(path: path), quota: quota)
        let photo = try PhotoProcessor().process(try Data(contentsOf: fixtures.appendingPathComponent("small.jpg")))
        return Setup(db: db, store: store, user: user, other: other, recipe: recipe, photo: photo, path: path)
    }

    static func files(_ path: String) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
    }

    @Test func addListDeleteKeepsFilesRowsAndCardImageInStep() async throws {
        let s = try await Self.setup()
        defer { try? FileManager.default.removeItem(atPath: s.path) }
        let first = try await s.store.addPhoto(userID: s.user, recipeID: s.recipe, caption: "one", processed: s.photo)
        let second = try await s.store.addPhoto(userID: s.user, recipeID: s.recipe, caption: "two", processed: s.photo)
        #expect(Self.files(s.path) == [first.displayFile, first.thumbFile, second.displayFile, second.thumbFile])
        #expect(try await s.store.photos(forRecipe: s.recipe).map(\.photo.caption) == ["two", "one"])
        #expect(try await s.store.photos(forRecipe: s.recipe, limit: 1, offset: 1).map(\.photo.caption) == ["one"])
        #expect(try await s.store.photos(byUser: s.user).count == 2)
        #expect(try await s.store.photoCount(byUser: s.user) == 2)
        #expect(try await s.db.recipeDetail(id: s.recipe, viewerID: nil).recipe.imagePath == second.thumbFile)

        await #expect(throws: PhotoError.notFound) { try await s.store.deletePhoto(id: second.id!, by: s.other) }
        #expect(Self.files(s.path).count == 4)

        try await s.store.deletePhoto(id: second.id!, by: s.user)
        #expect(Self.files(s.path) == [first.displayFile, first.thumbFile])
        #expect(try await s.db.recipeDetail(id: s.recipe, viewerID: nil).recipe.imagePath == first.thumbFile)
        try await s.store.deletePhoto(id: first.id!, by: s.user)
        #expect(Self.files(s.path).isEmpty)
        #expect(try await s.db.recipeDetail(id: s.recipe, viewerID: nil).recipe.imagePath == nil)
    }

    @Test func refusedRowsLeaveNoFilesBehind() async throws {
        let s = try await Self.setup(quota: 1)
        defer { try? FileManager.default.removeItem(atPath: s.path) }
        try await s.store.addPhoto(userID: s.user, recipeID: s.recipe, caption: "", processed: s.photo)
        await #expect(throws: PhotoError.quotaReached(limit: 1)) {
            try await s.store.addPhoto(userID: s.user, recipeID: s.recipe, caption: "", processed: s.photo)
        }
        await #expect(throws: PhotoError.notFound) {
            try await s.store.addPhoto(userID: s.other, recipeID: 999, caption: "", processed: s.photo)
        }
        #expect(Self.files(s.path).count == 2)
    }

    @Test func uploadNamesAreStrict() {
        let made = UploadsDirectory.randomName()
        #expect(UploadsDirectory.isValidName(made))
        #expect(made != UploadsDirectory.randomName())
        for bad in ["", "../x.jpg", "0123456789abcdef0123456789abcdef.JPG", "0123456789abcdef0123456789abcdeg.jpg",
                    "/0123456789abcdef0123456789abcde.jpg", "0123456789abcdef0123456789abcdef.jpg.html"] {
            #expect(!UploadsDirectory.isValidName(bad), "\(bad)")
        }
    }

    @Test(.enabled(if: !AppDatabase.testsUsePostgres, "SQLite's query plans")) func galleryQueryUsesTheNewestFirstIndex() async throws {
        let db = try AppDatabase.inMemory()
        let details = try await db.store.read { db in
            try SQLRow.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + AppDatabase.gallerySQL, arguments: [1, 2, 24, 0])
                .map { $0["detail"] as String? ?? "" }
        }
        #expect(details.contains { $0.contains("photo_recipe_newest") }, "\(details)")
        #expect(!details.contains { $0.contains("TEMP B-TREE") }, "no sort step: \(details)")
    }
}
