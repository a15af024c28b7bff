import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// Files that must never become a photo: each is refused with a status and words a person can
/// act on, nothing is stored, and the caption they typed stays in the form.
@Suite struct PhotoAbuseTests {
    struct Case: Sendable, CustomStringConvertible {
        let fixture: String
        let status: HTTPResponse.Status
        let says: String
        var description: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "not-an-image.jpg", status: .unsupportedMediaType, says: "That file is not a JPEG, PNG, WebP"),
        Case(fixture: "script.svg", status: .unsupportedMediaType, says: "That file is not a JPEG, PNG, WebP"),
        Case(fixture: "polyglot.gif", status: .unsupportedMediaType, says: "That file is not a JPEG, PNG, WebP"),
        Case(fixture: "truncated.jpg", status: .unprocessableContent, says: "The image file is damaged or incomplete."),
        Case(fixture: "bomb.png", status: .unprocessableContent, says: "megapixels; the limit is 40."),
        Case(fixture: "empty.jpg", status: .unprocessableContent, says: "That file is empty."),
    ]

    @Test(arguments: cases)
    func refusedWithAReasonAndNothingStored(_ item: Case) async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("mallory")
            let page = try await browser.uploadPhoto(
                try PhotoFixture.data(item.fixture), to: env.recipeID, caption: "My best one", filename: "dinner.jpg")
            #expect(page.status == item.status)
            #expect(page.contains(item.says), "\(page.text.prefix(200))")
            #expect(page.contains(#"id="photo-caption" name="caption" type="text" maxlength="200" value="My best one""#))
            #expect(page.contains("No photos yet."))
        }
        #expect(env.files().isEmpty)
        #expect(try await env.photoCount() == 0)
        #expect(try await env.database.recipeDetail(id: env.recipeID, viewerID: nil).recipe.imagePath == nil)
    }

    @Test func twentyMegabytesIs413AndKeepsTheCaption() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        // A real JPEG padded to 20 MB: the size check comes before anything looks inside.
        var padded = try PhotoFixture.data("dish.jpg")
        padded.append(Data(count: 20 * 1024 * 1024 - padded.count))
        let big = padded
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("mallory")
            let page = try await browser.uploadPhoto(big, to: env.recipeID, caption: "Too big?")
            #expect(page.status == .contentTooLarge)
            #expect(page.contains("The photo is larger than 12 MB. Choose a smaller one."))
            #expect(page.contains(#"value="Too big?""#))
            // The server is still fine afterwards.
            let again = try await browser.uploadPhoto(try PhotoFixture.data("small.jpg"), to: env.recipeID)
            #expect(again.status == .seeOther)
        }
        #expect(env.files().count == 2)
        #expect(try await env.photoCount() == 1)
    }

    @Test func captionOver200CharactersIsRefusedAndKept() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        let long = String(repeating: "yum ", count: 51)
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("mallory")
            let page = try await browser.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: env.recipeID, caption: long)
            #expect(page.status == .unprocessableContent)
            #expect(page.contains("Keep the caption to 200 characters"))
            #expect(page.contains(#"value="\#(long)""#))
        }
        #expect(env.files().isEmpty)
    }

    @Test func uploadWithoutTheFormTokenIsRefused() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("mallory")
            let none = try await browser.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: env.recipeID, csrf: "")
            #expect(none.status == .forbidden)
            #expect(none.contains("This form has expired"))
            let wrong = try await browser.uploadPhoto(
                try PhotoFixture.data("dish.jpg"), to: env.recipeID, csrf: String(repeating: "A", count: 43))
            #expect(wrong.status == .forbidden)
        }
        #expect(env.files().isEmpty)
        #expect(try await env.photoCount() == 0)
    }

    @Test func signedOutVisitorsAreSentToLogIn() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        try await env.app().testLive { client in
            var browser = Browser(client)
            let page = try await browser.get("/recipes/\(env.recipeID)")
            #expect(!page.contains(#"name="photo""#), "no upload form signed out")
            #expect(page.contains("Log in</a> to add the first."))
            // Even with a valid signed-out form token, no account, no upload.
            let token = try #require(try await browser.get("/login").csrf)
            let sent = try await browser.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: env.recipeID, csrf: token)
            #expect(sent.status == .seeOther)
            #expect(sent.location?.hasPrefix("/login") == true)
        }
        #expect(env.files().isEmpty)
    }
}
