import Foundation
import Hummingbird
import HummingbirdTesting
import NIOHTTP1
import Testing
@testable import PantrixWeb

@Suite struct PagesTests {
    struct Kaboom: Error, CustomStringConvertible {
        var description: String { "SELECT secret FROM /var/lib/internal" }
    }

    @Test func homeShowsLayoutNavigationAndSignUp() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            for link in [#"href="/""#, #"href="/search""#, #"href="/pantry""#, #"href="/favourites""#, #"href="/leaderboard""#, #"href="/login""#] {
                #expect(home.contains(link))
            }
            #expect(home.contains("Cook with what you have."))
            #expect(home.contains(#"<details class="nav-mobile">"#), "phones get the compact menu")
            #expect(browser.cookies.isEmpty, "a visitor who reads pages gets no session")
        }
    }

    @Test func unknownAddressGetsAStyled404() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/no/such/page")
            #expect(page.status == .notFound)
            #expect(page.contains("Page not found"))
            #expect(page.contains("<link rel=\"stylesheet\" href=\"/static/css/app."), "styled with the site's layout")
        }
    }

    @Test func crashGetsAStyled500WithNoInternals() async throws {
        let app = try await TestApp.make(extraRoutes: { router in
            router.get("/explode") { _, _ -> String in throw Kaboom() }
        })
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/explode")
            #expect(page.status == .internalServerError)
            #expect(page.contains("Something went wrong on our side"))
            #expect(!page.contains("SELECT"))
            #expect(!page.contains("/var/lib"))
            #expect(!page.contains("Kaboom"))
        }
    }

    @Test func aRequestCutOffMidBodyIsTheClientsProblemNotA500() async throws {
        let app = try await TestApp.make(extraRoutes: { router in
            router.post("/cut") { _, _ -> String in throw HTTPParserError.invalidEOFState }
        })
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.post("/cut", [:], csrfFrom: "/login")
            #expect(page.status == .badRequest)
            #expect(page.contains("cut off before it was complete"))
        }
    }

    @Test func healthReportsTheDatabase() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/healthz", method: .get)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == "ok")
        }
    }

    @Test func staticFilesAreCachedRevalidatedAndConfined() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let css = try await client.execute(uri: "/static/css/app.css", method: .get)
            #expect(css.status == .ok)
            #expect(css.headers[.cacheControl]?.contains("max-age") == true)
            let etag = try #require(css.headers[.eTag])
            #expect(css.headers[.lastModified] != nil)
            let again = try await client.execute(uri: "/static/css/app.css", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)

            let traversal = try await client.execute(uri: "/static/../Package.swift", method: .get)
            #expect(traversal.status == .badRequest || traversal.status == .notFound)
            let encoded = try await client.execute(uri: "/static/%2e%2e/Package.swift", method: .get)
            #expect(encoded.status == .badRequest || encoded.status == .notFound)
            let folder = try await client.execute(uri: "/static/css/", method: .get)
            #expect(folder.status == .notFound, "no directory listing")
        }
    }
}
