import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import PantrixCore
import PantrixTestDatabases
import Templates
import Testing
@testable import PantrixWeb

/// Body caps per route, rate limits on sign-ups, and the connection guard against slow and
/// greedy clients. Login, comment and photo-upload limits have their tests next to those
/// features (SecurityTests, SocialPagesTests, PhotoOwnershipTests).
@Suite struct AbuseLimitsTests {
    @Test func eachRouteDeclaresTheBodyItsFormNeeds() async throws {
        let config = TestApp.configuration()
        let site = try await buildSite(config: config, database: try AppDatabase.inMemory())
        let limits = BodyLimits(config: config)
        let cases: [(SiteURL, RouteBody)] = [
            (.login, .form), (.register, .form), (.pantryItems, .form), (.recipeFavourite(.key), .form),
            (.recipeComments(.key), .largeForm), (.nutrition, .largeForm), (.nutritionAPI, .json),
            (.recipeNew, .upload(.photo)), (.recipeEdit(.key), .upload(.photo)), (.recipePhotos(.key), .upload(.photo)),
            (.recipeImport, .upload(.file)), (.recipeImportLink, .form),
        ]
        for (url, body) in cases {
            #expect(site.routes.declaration(.post, url)?.body == body, "\(url.pattern)")
        }
        #expect(site.routes.declaration(.get, .recipeNew)?.body == RouteBody.none)
        #expect(limits.maxBytes(.form) == 64 * 1024)
        #expect(limits.maxBytes(.upload(.photo)) >= config.maxPhotoBytes)
        #expect(limits.maxBytes(.upload(.file)) == config.maxUploadBytes)
    }

    @Test func aFormBodyOverItsCapIs413BeforeAnythingIsRead() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let big = String(repeating: "a", count: 70 * 1024)
            let login = try await browser.post("/login", ["username": big, "password": "x"], csrfFrom: "/login")
            #expect(login.status == .contentTooLarge)
            #expect(login.contains("larger than 64 KB"))
            let register = try await browser.post("/register", ["username": big], csrfFrom: "/register")
            #expect(register.status == .contentTooLarge)
        }
    }

    @Test func commentsTakeALongerFormButNotAnyLength() async throws {
        let db = try AppDatabase.inMemory()
        let soup = try await SocialPagesTests.recipe(db, "Soup")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("commenter")
            let long = String(repeating: "tasty ", count: 20_000)  // 120 KB: over a small form, under a large one
            let tooLongComment = try await browser.post("/recipes/\(soup)/comments", ["body": long], csrfFrom: "/recipes/\(soup)")
            #expect(tooLongComment.status != .contentTooLarge, "read, then refused for its length with the text kept")
            #expect(tooLongComment.contains("at most 2,000 characters"))
            let huge = String(repeating: "tasty ", count: 100_000)  // 600 KB
            let refused = try await browser.post("/recipes/\(soup)/comments", ["body": huge], csrfFrom: "/recipes/\(soup)")
            #expect(refused.status == .contentTooLarge)
            #expect(refused.contains("larger than 512 KB"))
        }
    }

    @Test func nobodyGetsAnUploadReadWithoutSigningIn() async throws {
        // The rest of the body never comes: were it waited for, the connection guard would close
        // the connection unanswered after its grace (two minutes here, so a busy machine's slow
        // answer is not cut off), and the idle timeout is longer still.
        let app = try await TestApp.serving { $0.connectionLimits.bodyGraceSeconds = 120; $0.idleTimeoutSeconds = 600 }
        try await app.testLive { client in
            let port = try #require(client.port)
            // Five megabytes announced, only the first field sent: the answer must not wait for the rest.
            let connection = try RawConnection(port: port)
            connection.send("POST /recipes/1/photos HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n"
                + "Content-Length: 5000000\r\n\r\n--b\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\nabc\r\n")
            let answer = await connection.read(for: 180, until: "\r\n\r\n").text
            #expect(answer.hasPrefix("HTTP/1.1 303"))
            #expect(answer.contains("Location: /login") || answer.contains("location: /login"))
        }
    }

    @Test func uploadSlotsAreFixedAndComeBack() {
        let slots = UploadSlots(2)
        let first = slots.take(), second = slots.take()
        #expect(first != nil && second != nil)
        #expect(slots.take() == nil, "a third upload at once is turned away")
        slots.give(back: first!)
        #expect(slots.take() != nil)
    }

    @Test func signUpsFromOneAddressAreLimitedAndTheFormIsKept() async throws {
        var config = TestApp.configuration()
        config.registrationsPerHour = 3
        let app = try await TestApp.make(config: config)
        try await app.test(.router) { client in
            var mistaken = Browser(client)
            let mismatch = try await mistaken.post("/register", [
                "username": "typo_user", "password": "correct horse battery", "passwordConfirm": "other horse battery",
            ], csrfFrom: "/register")
            #expect(mismatch.status == .unprocessableContent, "a form with mistakes doesn't count")
            for n in 1...3 {
                var browser = Browser(client)
                #expect(try await browser.register("family\(n)").status == .seeOther)
            }
            var fourth = Browser(client)
            let refused = try await fourth.register("family4", email: "four@example.org")
            #expect(refused.status == .tooManyRequests)
            #expect(refused.contains("Many accounts were created from your network"))
            #expect(refused.contains(#"value="family4""#) && refused.contains(#"value="four@example.org""#), "what was typed stays")
            #expect(Int(refused.headers[.retryAfter] ?? "") ?? 0 > 3000)
            #expect(try await fourth.logIn("family4").status == .unauthorized, "no account was made")
        }
    }

    @Test func behindATrustedProxyTheClientIsTheLastForwardedAddress() {
        let proxy: Set<String> = ["127.0.0.1"]
        #expect(ClientAddressMiddleware.client(peer: "127.0.0.1", forwardedFor: ["6.6.6.6, 203.0.113.9"], trusted: proxy) == "203.0.113.9")
        #expect(ClientAddressMiddleware.client(peer: "198.51.100.4", forwardedFor: ["203.0.113.9"], trusted: proxy) == "198.51.100.4",
                "anyone else's header is ignored")
        #expect(ClientAddressMiddleware.client(peer: "127.0.0.1", forwardedFor: [], trusted: proxy) == "127.0.0.1")
    }
}
