import DishPhotos
import Foundation
import Testing
@testable import PantrixCore

/// Cover photos held for a form that came back: the owner's alone, for a day, at most
/// `RecipeLimits.heldCoverPhotos` each, their files going with their rows.
@Suite struct HeldPhotoTests {
    /// PhotoStoreTests' set-up with a clock the test moves.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
    }

    static func setup() async throws -> (PhotoStoreTests.Setup, PhotoStore, Clock) {
        let s = try await PhotoStoreTests.setup()
        let clock = Clock()
        let store = PhotoStore(database: s.db, uploads: s.store.uploads, quota: 10, now: { clock.now })
        return (s, store, clock)
    }

    @Test func aHeldPhotoBecomesTheCoverWithItsFilesAndOnlyForItsOwner() async throws {
        let (s, store, _) = try await Self.setup()
        defer { try? FileManager.default.removeItem(atPath: s.path) }
        let held = try await store.hold(userID: s.user, processed: s.photo)
        #expect(PhotoStoreTests.files(s.path) == [held.photo.displayFile, held.photo.thumbFile])
        #expect(try await store.heldCover(token: held.token, userID: s.user) == held)
        #expect(try await store.heldCover(token: held.token, userID: s.other) == nil, "a token is no key to someone else's photo")
        #expect(try await store.heldCover(token: "made-up", userID: s.user) == nil)
        #expect(try await s.db.photoFileAccess(name: held.photo.thumbFile, viewerID: s.user) == .viewerOnly)
        #expect(try await s.db.photoFileAccess(name: held.photo.thumbFile, viewerID: s.other) == nil)
        #expect(try await s.db.photoFileAccess(name: held.photo.thumbFile, viewerID: nil) == nil)

        #expect(try await store.attachHeld(token: held.token, userID: s.other, recipeID: s.recipe) == nil)
        #expect(try await s.db.recipeDetail(id: s.recipe, viewerID: nil).recipe.imagePath == nil)
        let photo = try #require(try await store.attachHeld(token: held.token, userID: s.user, recipeID: s.recipe))
        #expect(photo.thumbFile == held.photo.thumbFile && photo.userId == s.user)
        #expect(try await s.db.recipeDetail(id: s.recipe, viewerID: nil).recipe.imagePath == held.photo.thumbFile, "the held photo is the card picture")
        #expect(try await store.heldCover(token: held.token, userID: s.user) == nil, "a held photo is used once")
        #expect(PhotoStoreTests.files(s.path) == [held.photo.displayFile, held.photo.thumbFile], "the files moved with it")
    }

    @Test func releasingDropsTheFilesButNotSomeoneElses() async throws {
        let (s, store, _) = try await Self.setup()
        defer { try? FileManager.default.removeItem(atPath: s.path) }
        let held = try await store.hold(userID: s.user, processed: s.photo)
        try await store.releaseHeld(token: held.token, userID: s.other)
        #expect(PhotoStoreTests.files(s.path).count == 2)
        try await store.releaseHeld(token: held.token, userID: s.user)
        #expect(PhotoStoreTests.files(s.path).isEmpty)
        #expect(try await store.heldCover(token: held.token, userID: s.user) == nil)
    }

    @Test func aDayLaterTheHeldPhotoIsGoneAndPurged() async throws {
        let (s, store, clock) = try await Self.setup()
        defer { try? FileManager.default.removeItem(atPath: s.path) }
        let held = try await store.hold(userID: s.user, processed: s.photo)
        clock.now += RecipeLimits.heldCoverSeconds - 60
        #expect(try await store.heldCover(token: held.token, userID: s.user) != nil)
        #expect(try await store.purgeExpiredHeld() == 0)
        clock.now += 120
        #expect(try await store.heldCover(token: held.token, userID: s.user) == nil)
        #expect(try await store.attachHeld(token: held.token, userID: s.user, recipeID: s.recipe) == nil)
        #expect(try await s.db.photoFileAccess(name: held.photo.thumbFile, viewerID: s.user, now: clock.now) == nil)
        #expect(try await store.purgeExpiredHeld() == 1)
        #expect(PhotoStoreTests.files(s.path).isEmpty, "the purge takes the files too")
    }

    @Test func past5HeldPhotosTheOldestGoesAndAnAccountTakesItsOwn() async throws {
        let (s, store, clock) = try await Self.setup()
        defer { try? FileManager.default.removeItem(atPath: s.path) }
        var held: [HeldCover] = []
        for _ in 0...RecipeLimits.heldCoverPhotos {
            held.append(try await store.hold(userID: s.user, processed: s.photo))
            clock.now += 1
        }
        let theirs = try await store.hold(userID: s.other, processed: s.photo)
        #expect(try await store.heldCover(token: held[0].token, userID: s.user) == nil, "the oldest went")
        for cover in held.dropFirst() { #expect(try await store.heldCover(token: cover.token, userID: s.user) != nil) }
        #expect(PhotoStoreTests.files(s.path).count == 2 * (RecipeLimits.heldCoverPhotos + 1))
        try await store.removeFiles(userID: s.user)
        #expect(PhotoStoreTests.files(s.path) == [theirs.photo.displayFile, theirs.photo.thumbFile])
    }
}
