import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// "From a link" on /recipes/import, against a local fixture site (allowed with --import-allow-private).
@Suite struct LinkImportPagesTests {
    /// Generous by default: under the whole suite's load on two cores a loopback fetch with its
    /// redirects can take seconds. The slow page (4 s) is tried with a short deadline of its own.
    static func app(allowPrivate: Bool = true, timeout: Duration = .seconds(30)) async throws -> some ApplicationProtocol {
        var config = TestApp.configuration()
        config.importAllowPrivate = allowPrivate
        config.importFetchTimeout = timeout
        return try await TestApp.make(config: config)
    }

    /// Signs up, then posts each address to the link form; returns the pages.
    static func importLinks(_ links: [String], allowPrivate: Bool = true, timeout: Duration = .seconds(30)) async throws -> [Page] {
        let app = try await app(allowPrivate: allowPrivate, timeout: timeout)
        return try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("linker")
            var pages: [Page] = []
            for link in links {
                pages.append(try await browser.post("/recipes/import/link", ["url": link], csrfFrom: "/recipes/import"))
            }
            return pages
        }
    }

    @Test func aRecipePageImportsWithTheFileReport() async throws {
        try await LinkFixtureServer.run { base in
            let app = try await Self.app()
            try await app.test(.router) { client in
                var browser = Browser(client)
                let form = try await browser.get("/recipes/import")
                #expect(form.status == .seeOther, "import needs an account")
                try await browser.register("linker")
                let empty = try await browser.get("/recipes/import")
                #expect(empty.contains(#"<form method="post" action="/recipes/import/link""#))
                #expect(empty.contains(#"<label for="url">Recipe page address</label>"#))
                let page = try await browser.post("/recipes/import/link", ["url": "\(base)/hop/4"], csrfFrom: "/recipes/import")
                #expect(page.status == .ok, "5 redirects are followed")
                #expect(page.contains("Imported 1 recipe with 3 ingredient lines; 1 line matched no food."))
                #expect(page.contains("Smoky Bean Stew"))
                #expect(page.contains(#"placeholder="https://" value="""#), "after a success the field is free for the next link")
                #expect(try await browser.get("/favourites").contains("Smoky Bean Stew"), "an imported recipe is a favourite")
                let recipePath = try #require(page.text.range(of: #"/recipes/[0-9]+"#, options: .regularExpression).map { String(page.text[$0]) })
                let export = try await browser.get(recipePath + ".json")
                #expect(export.contains(#""url": "\#(base)/recipe""#), "the page it came from (after the redirects) is its source")
                let json = try await browser.post("/recipes/import/link", ["url": "\(base)/recipe.json", "private": "yes"], csrfFrom: "/recipes/import")
                #expect(json.contains("Imported 1 recipe with 2 ingredient lines"), "JSON-LD served as such imports too")
                let microdata = try await browser.post("/recipes/import/link", ["url": "\(base)/microdata"], csrfFrom: "/recipes/import")
                #expect(microdata.contains("Buttered Toast"), "a page with microdata and no JSON-LD imports too")
                #expect(microdata.contains("Imported 1 recipe with 2 ingredient lines"))
                let forged = try await browser.post("/recipes/import/link", ["url": "\(base)/recipe"], csrf: "forged")
                #expect(forged.status == .forbidden, "the form needs its CSRF token")
            }
        }
    }

    @Test func eachRefusalSaysWhyAndKeepsTheAddress() async throws {
        let cases: [(path: String, message: String)] = [
            ("/hop/5", "The site sent Pantrix on more than 5 redirects."),
            ("/huge", "The page is larger than 5 MB."),
            ("/photo.png", "That address is not a web page (the site sent image/png); Pantrix reads HTML pages and JSON."),
            ("/plain", "That page has no recipe Pantrix can read (no schema.org Recipe)."),
            ("/gone", "The site answered with an error (HTTP 404) instead of the page."),
        ]
        try await LinkFixtureServer.run { base in
            let slow = try #require(try await Self.importLinks([base + "/slow"], timeout: .seconds(1)).first)
            #expect(slow.status == .unprocessableContent && slow.contains("The site took longer than"))
            #expect(slow.contains(#"value="\#(base)/slow""#), "the typed address stays in the field")
            let pages = try await Self.importLinks(cases.map { base + $0.path })
            for (page, refusal) in zip(pages, cases) {
                #expect(page.status == .unprocessableContent, "\(refusal.path)")
                #expect(page.contains(refusal.message), "\(refusal.path): \(page.text.prefix(0))")
                #expect(page.contains(#"value="\#(base)\#(refusal.path)""#), "\(refusal.path): the typed address stays in the field")
                #expect(page.contains(#"aria-invalid="true""#), "\(refusal.path)")
            }
        }
    }

    @Test func twentyLinksInTenMinutesThenAWaitWithTheAddressKept() async throws {
        let pages = try await Self.importLinks(Array(repeating: "ftp://example.com/soup", count: 20) + ["https://example.com/pie"])
        #expect(pages.prefix(20).allSatisfy { $0.status == .unprocessableContent }, "refused links count too")
        let limited = try #require(pages.last)
        #expect(limited.status == .tooManyRequests)
        #expect(limited.contains("You&#39;ve imported a lot in a short time. Please wait 10 minutes and try again."))
        #expect(limited.contains(#"value="https://example.com/pie""#))
        #expect((540...600).contains(Int(limited.headers[.retryAfter] ?? "") ?? 0))
    }

    @Test func internalAddressesAreRefusedUnlessAllowed() async throws {
        try await LinkFixtureServer.run { base in
            let pages = try await Self.importLinks(
                ["\(base)/recipe", "http://169.254.169.254/latest/meta-data/", "ftp://example.com/soup", "", "not a link"], allowPrivate: false)
            #expect(pages[0].contains("That address points inside this server&#39;s network; Pantrix only fetches public web pages."))
            #expect(pages[0].contains(#"value="\#(base)/recipe""#), "the address stays")
            #expect(pages[1].contains("points inside this server"))
            #expect(pages[2].contains("the address must start with https:// or http://"))
            #expect(pages[3].contains("Paste the address of a recipe page"))
            #expect(pages[4].contains("That is not a web address Pantrix can open."))
            #expect(pages.allSatisfy { $0.status == .unprocessableContent })
        }
    }
}
