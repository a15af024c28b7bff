import Foundation
import Hummingbird
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// The recipe editor's cover photo survives a form that comes back: held on the server for its
/// uploader, shown as a thumbnail to keep, replace or remove, and refused to anyone else.
@Suite struct HeldCoverPhotoTests {
    /// Sends the new-recipe form as a browser does: its fields (the soup, changed by `fields`),
    /// then the file if one was chosen.
    static func send(
        _ browser: inout Browser, _ fields: [String: String] = [:], photo: String? = nil
    ) async throws -> Page {
        var all = RecipeEditorTests.soup.merging(fields) { $1 }
        let form = try await browser.get("/recipes/new")
        let token: String = try #require(form.csrf)
        all["_csrf"] = token
        let text = all.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let file = try photo.map { ("photo", "dish.jpg", "image/jpeg", try PhotoFixture.data($0)) }
        return try await browser.sendMultipart("/recipes/new", fields: text, file: file)
    }

    /// `body` with an app of its own, whose uploads folder goes afterwards.
    static func run(_ body: @Sendable (PhotoTestEnv, any TestClientProtocol) async throws -> Void) async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        try await env.app().test(.router) { client in try await body(env, client) }
    }

    /// The token and thumbnail address a bounced form shows.
    static func held(_ page: Page) -> (token: String, thumbnail: String)? {
        guard let token = page.text.firstMatch(of: /name="heldPhoto" value="([^"]+)"/)?.1,
              let thumbnail = page.text.firstMatch(of: /<img src="(\/uploads\/[0-9a-f]{32}\.jpg)" alt="The cover photo you chose"/)?.1
        else { return nil }
        return (String(token), String(thumbnail))
    }

    @Test func aBouncedFormKeepsThePhotoAndPublishingUsesIt() async throws {
        try await Self.run { env, client in
            var cook = Browser(client)
            try await cook.register("covercook")
            let bounced = try await Self.send(&cook, ["title": ""], photo: "small.jpg")
            #expect(bounced.status == .unprocessableContent)
            #expect(!bounced.contains("choose it again"), "the photo is no longer dropped")
            #expect(bounced.contains("Keep this photo") && bounced.contains("No cover photo") && bounced.contains("Choose another"))
            let held = try #require(Self.held(bounced))
            #expect(try await cook.get(held.thumbnail).status == .ok, "its uploader sees the thumbnail")
            var stranger = Browser(client)
            #expect(try await stranger.get(held.thumbnail).status == .notFound, "nobody else does")
            #expect(env.files().count == 2)

            // Bounced again (a line to check) without choosing anything: still held, same token.
            let again = try await Self.send(&cook, ["heldPhoto": held.token, "cover": "keep", "ingredients": "1 cup red lentils\n3 zorblax"])
            #expect(again.status == .unprocessableContent)
            #expect(Self.held(again)?.token == held.token)

            let saved = try await Self.send(&cook, ["heldPhoto": held.token, "cover": "keep"])
            #expect(saved.status == .seeOther)
            let recipe = try await cook.get(try #require(saved.recipePath))
            #expect(recipe.contains("class=\"recipe-image\" src=\"/uploads/"), "the held photo is the cover")
            #expect(recipe.contains("by covercook"))
            #expect(env.files().count == 2, "the held files became the photo's: nothing left over")
            #expect(try await stranger.get(held.thumbnail).status == .ok, "now a public recipe's photo")
        }
    }

    @Test func aNewFileReplacesTheHeldPhotoAndRemoveDropsIt() async throws {
        try await Self.run { env, client in
            var cook = Browser(client)
            try await cook.register("covercook")
            let first = try #require(Self.held(try await Self.send(&cook, ["title": ""], photo: "small.jpg")))
            let replaced = try await Self.send(&cook, ["title": "", "heldPhoto": first.token, "cover": "keep"], photo: "dish.png")
            let second = try #require(Self.held(replaced))
            #expect(second.token != first.token && second.thumbnail != first.thumbnail)
            #expect(try await cook.get(first.thumbnail).status == .notFound, "the replaced photo is gone")
            #expect(env.files().count == 2)

            let saved = try await Self.send(&cook, ["heldPhoto": second.token, "cover": "remove"])
            #expect(saved.status == .seeOther)
            let recipe = try await cook.get(try #require(saved.recipePath))
            #expect(!recipe.contains("class=\"recipe-image\" src=\"/uploads/"), "removed: no cover")
            #expect(env.files().isEmpty, "and no file kept for it")
        }
    }

    @Test func someoneElsesOrAMadeUpTokenGivesNoPhoto() async throws {
        try await Self.run { env, client in
            var owner = Browser(client)
            try await owner.register("owner")
            let held = try #require(Self.held(try await Self.send(&owner, ["title": ""], photo: "small.jpg")))

            var thief = Browser(client)
            try await thief.register("thief")
            for token in [held.token, "made-up-token"] {
                let bounced = try await Self.send(&thief, ["title": "", "heldPhoto": token, "cover": "keep"])
                #expect(Self.held(bounced) == nil, "no thumbnail of someone else's photo")
                #expect(bounced.contains("The photo you chose earlier is no longer kept"))
            }
            let saved = try await Self.send(&thief, ["title": "Borrowed Soup", "heldPhoto": held.token, "cover": "keep"])
            #expect(saved.status == .seeOther, "the recipe itself is saved")
            let recipe = try await thief.get(try #require(saved.recipePath))
            #expect(!recipe.contains("class=\"recipe-image\" src=\"/uploads/"))
            #expect(recipe.contains("saved without the photo you chose earlier"))
            // Nor may they drop it: the owner still publishes with it.
            _ = try await Self.send(&thief, ["heldPhoto": held.token, "cover": "remove"])
            let mine = try await Self.send(&owner, ["heldPhoto": held.token, "cover": "keep"])
            #expect(try await owner.get(try #require(mine.recipePath)).contains("class=\"recipe-image\" src=\"/uploads/"))
        }
    }

    @Test func aRefusedNewFileKeepsTheHeldPhoto() async throws {
        try await Self.run { env, client in
            var cook = Browser(client)
            try await cook.register("covercook")
            let held = try #require(Self.held(try await Self.send(&cook, ["title": ""], photo: "small.jpg")))
            let refused = try await Self.send(&cook, ["heldPhoto": held.token, "cover": "keep"], photo: "not-an-image.jpg")
            #expect(refused.status == .unsupportedMediaType)
            #expect(refused.contains("The photo chosen before is still kept"))
            #expect(Self.held(refused)?.token == held.token)
            #expect(try await env.database.recipeCount() == 1, "only the set-up's recipe: nothing saved")
        }
    }
}
