import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// Who may delete a photo, what happens to the card image, private recipes, quota and rate limit.
@Suite struct PhotoOwnershipTests {
    @Test func ownerDeletesAndTheCardFallsBackToTheOlderPhotoThenToTheArt() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("ana")
            #expect(try await browser.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: env.recipeID, caption: "first").status == .seeOther)
            #expect(try await browser.uploadPhoto(try PhotoFixture.data("dish.png"), to: env.recipeID, caption: "second").status == .seeOther)
            let photos = try await env.database.photos(forRecipe: env.recipeID)
            #expect(photos.map(\.photo.caption) == ["second", "first"], "newest first")
            let newest = photos[0].photo, older = photos[1].photo
            #expect(try await env.database.recipeDetail(id: env.recipeID, viewerID: nil).recipe.imagePath == newest.thumbFile)
            let page = try await browser.get("/recipes/\(env.recipeID)")
            let second = try #require(page.text.range(of: "second")), first = try #require(page.text.range(of: "first</span>"))
            #expect(second.lowerBound < first.lowerBound, "the gallery shows the newest first")

            let deleted = try await browser.post("/photos/\(newest.id!)/delete", [:], csrf: page.csrf)
            #expect(deleted.status == .seeOther)
            #expect(env.files().sorted() == [older.displayFile, older.thumbFile].sorted(), "the deleted photo's files are gone")
            let home = try await browser.get("/")
            #expect(home.contains("Photo deleted."))
            #expect(home.contains("/uploads/\(older.thumbFile)"), "the card falls back to the older photo")
            #expect(!home.contains(newest.thumbFile))
            #expect(try await browser.get("/uploads/\(newest.displayFile)").status == .notFound)

            let after = try await browser.get("/recipes/\(env.recipeID)")
            #expect(try await browser.post("/photos/\(older.id!)/delete", [:], csrf: after.csrf).status == .seeOther)
            #expect(env.files().isEmpty)
            let bare = try await browser.get("/")
            #expect(!bare.contains("/uploads/"), "no photo left: the card shows the category art")
            #expect(bare.contains("/static/img/category/breakfast.svg"))
            #expect(try await browser.get("/recipes/\(env.recipeID)").contains("No photos yet."))
        }
    }

    @Test func someoneElsesPhotoCannotBeDeletedAndLooksMissing() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        try await env.app().testLive { client in
            var ana = Browser(client)
            try await ana.register("ana")
            #expect(try await ana.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: env.recipeID, caption: "ana's").status == .seeOther)
            let photo = try #require(try await env.database.photos(forRecipe: env.recipeID).first?.photo)
            let filesBefore = env.files()

            var bob = Browser(client)
            try await bob.register("bob")
            let page = try await bob.get("/recipes/\(env.recipeID)")
            #expect(page.contains("ana&#39;s") || page.contains("ana's"))
            #expect(!page.contains("Yes, delete this photo"), "no delete button on someone else's photo")
            let attempt = try await bob.post("/photos/\(photo.id!)/delete", [:], csrf: page.csrf)
            let missing = try await bob.post("/photos/999999/delete", [:], csrf: page.csrf)
            #expect(attempt.status == .notFound)
            #expect(missing.status == .notFound)
            #expect(attempt.text.contains("That photo doesn&#39;t exist, or it isn&#39;t yours to delete."))
            #expect(missing.text.contains("That photo doesn&#39;t exist, or it isn&#39;t yours to delete."), "same answer: nothing revealed")
            #expect(env.files() == filesBefore)
            #expect(try await env.photoCount() == 1)
            #expect(try await env.database.recipeDetail(id: env.recipeID, viewerID: nil).recipe.imagePath == photo.thumbFile)
        }
    }

    @Test func privateRecipeOfSomeoneElseIs404() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        let owner = try await env.database.createUser(username: "owner", email: nil, passwordHash: "x")
        let hidden = try await env.database.addRecipe(
            PreparedRecipe(RecipeDraft(title: "Secret stew", category: "dinner", servings: 2, ingredients: ["1 onion"], steps: ["Stew."])),
            origin: .user, authorID: owner.id, visibility: .private)
        try await env.app().testLive { client in
            var bob = Browser(client)
            try await bob.register("bob")
            let token = try #require(try await bob.get("/recipes/\(env.recipeID)").csrf)
            let sent = try await bob.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: hidden, csrf: token)
            #expect(sent.status == .notFound)
            #expect(sent.contains("That recipe doesn&#39;t exist, or it&#39;s private."))
            #expect(try await bob.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: 424242, csrf: token).status == .notFound)
        }
        #expect(env.files().isEmpty)
        #expect(try await env.database.photoCount(forRecipe: hidden) == 0)
    }

    @Test func quotaStopsTheNextUploadWithAClearMessage() async throws {
        let env = try await PhotoTestEnv { $0.photoQuota = 2 }
        defer { env.removeUploads() }
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("ana")
            for _ in 0..<2 {
                #expect(try await browser.uploadPhoto(try PhotoFixture.data("small.jpg"), to: env.recipeID).status == .seeOther)
            }
            let third = try await browser.uploadPhoto(try PhotoFixture.data("small.jpg"), to: env.recipeID, caption: "one more")
            #expect(third.status == .unprocessableContent)
            #expect(third.contains("You have 2 photos, the most one person can keep. Delete some to add more."))
            #expect(third.contains(#"value="one more""#))
        }
        #expect(env.files().count == 4)
        #expect(try await env.photoCount() == 2)
    }

    @Test func tooManyUploadsInAnHourAre429() async throws {
        let env = try await PhotoTestEnv { $0.photoUploadsPerHour = 3 }
        defer { env.removeUploads() }
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("ana")
            for _ in 0..<3 {
                #expect(try await browser.uploadPhoto(try PhotoFixture.data("small.jpg"), to: env.recipeID).status == .seeOther)
            }
            let limited = try await browser.uploadPhoto(try PhotoFixture.data("small.jpg"), to: env.recipeID, caption: "again")
            #expect(limited.status == .tooManyRequests)
            #expect(limited.contains("You have uploaded a lot of photos in a short time. Wait 15 minutes and try again."))
            #expect(limited.headers[.retryAfter].flatMap(Int.init).map { $0 > 800 && $0 <= 900 } == true)
            #expect(limited.contains(#"value="again""#))

            // Another person is not limited by ana's uploads.
            var bob = Browser(client)
            try await bob.register("bob")
            #expect(try await bob.uploadPhoto(try PhotoFixture.data("small.jpg"), to: env.recipeID).status == .seeOther)
        }
        #expect(try await env.photoCount() == 4)
    }
}
