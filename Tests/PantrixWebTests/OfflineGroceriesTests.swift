import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// The installable app and the offline grocery list: manifest, service worker, the CSP that
/// lets them load, and the batch of check-offs a phone sends when it is back online.
@Suite struct OfflineGroceriesTests {
    @Test func theManifestDescribesAnInstallableApp() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let manifest = try await browser.get("/manifest.webmanifest")
            #expect(manifest.status == .ok)
            #expect(manifest.headers[.contentType] == "application/manifest+json")
            let fields = try #require(try JSONSerialization.jsonObject(with: manifest.bytes) as? [String: Any])
            #expect(fields["short_name"] as? String == "Pantrix")
            #expect(fields["display"] as? String == "standalone")
            #expect(fields["start_url"] as? String == "/groceries")
            #expect(fields["theme_color"] as? String == "#b5391c", "the accent of app.css")
            #expect(fields["background_color"] as? String == "#fbf7f1", "the page background of app.css")
            let icons = try #require(fields["icons"] as? [[String: String]])
            #expect(Set(icons.compactMap { $0["sizes"] }).isSuperset(of: ["192x192", "512x512"]))
            for icon in icons where icon["type"] == "image/png" {
                let png = try await browser.get(try #require(icon["src"]))
                #expect(png.status == .ok && png.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(icon)")
            }
            let home = try await browser.get("/")
            #expect(home.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
        }
    }

    @Test func theServiceWorkerIsServedFromTheRootAndAlwaysRechecked() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let worker = try await browser.get("/sw.js")
            #expect(worker.status == .ok)
            #expect(worker.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(worker.headers[.cacheControl] == "no-cache")
            let home = try await browser.get("/")
            let stylesheet = try #require(home.text.firstMatch(of: /href="(\/static\/css\/app\.[0-9a-f]+\.css)"/)?.1)
            #expect(worker.contains("const PRECACHE = [\"\(stylesheet)\""), "the worker keeps the hashed stylesheet the pages use")
            let offline = try #require(home.text.firstMatch(of: /<script src="(\/static\/js\/offline\.[0-9a-f]+\.js)" defer>/)?.1)
            #expect(worker.contains("\"\(offline)\""), "and the offline script")
            #expect(!worker.contains("const PRECACHE = [];"))
            #expect(worker.contains(#"const OFFLINE_PAGES = ["/groceries", "/plan"];"#))
        }
    }

    @Test func theCSPLetsTheWorkerAndManifestLoadFromThisSiteOnly() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            for path in ["/", "/sw.js", "/manifest.webmanifest"] {
                let response = try await client.execute(uri: path, method: .get)
                let csp = try #require(response.headers[.contentSecurityPolicy], "\(path)")
                #expect(csp.contains("worker-src 'self'") && csp.contains("manifest-src 'self'"))
                #expect(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline") && csp.contains("default-src 'self'"))
            }
        }
    }

    @Test func theSyncRouteTakesJSONAndNeedsAnAccount() async throws {
        let config = TestApp.configuration()
        let site = try await buildSite(config: config, database: try AppDatabase.inMemory())
        #expect(site.routes.declaration(.post, .groceriesSync)?.body == .json)
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let anonymous = try await Self.sync(&browser, [(1, true)])
            #expect(anonymous.status == .seeOther && anonymous.location?.hasPrefix("/login") == true)
        }
    }

    @Test func checkOffsSentLaterAreAppliedAndARemovedItemIsReportedNotRevived() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("shopper")
            let token = try await browser.get("/groceries").csrf
            for item in ["milk", "2 lemons"] { _ = try await browser.post("/groceries", ["item": item], csrf: token) }
            let user = try #require(try await db.user(named: "shopper")?.id)
            let items = try await db.groceryList(userID: user).entries.map(\.item)
            let milk = try #require(items.first { $0.name == "milk" }?.id)
            let lemons = try #require(items.first { $0.name != "milk" }?.id)
            // Someone else on the list's other phone removes the milk meanwhile.
            _ = try await browser.post("/groceries/\(milk)/delete", [:], csrf: token)

            let answer = try await Self.sync(&browser, [(lemons, true), (milk, true)])
            #expect(answer.status == .ok)
            #expect(answer.headers[.contentType] == "application/json; charset=utf-8")
            let results = try Self.results(answer)
            #expect(results.count == 2)
            #expect(results[0]["status"] as? String == "applied" && results[0]["checked"] as? Bool == true)
            #expect(results[1]["status"] as? String == "removed" && results[1]["id"] as? Int64 == milk)
            let list = try await browser.get("/groceries")
            #expect(!list.contains(#"<span class="grocery-name">milk</span>"#), "the removal stands")
            #expect(list.contains(#"<li class="grocery-item is-checked" data-item="#), "the lemons are checked")

            #expect(try await Self.sync(&browser, [(lemons, false)]).status == .ok)
            #expect(try await !browser.get("/groceries").contains("is-checked"), "the last check-off wins")

            let bad = try await browser.send("/groceries/sync", method: .post, body: #"{"changes": "milk"}"#, contentType: "application/json")
            #expect(bad.status == .badRequest && bad.contains("Send JSON like"))
        }
    }

    @Test func someoneElsesItemIsA404OnTheFormAndGoneInTheBatch() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var owner = Browser(client)
            try await owner.register("owner")
            _ = try await owner.post("/groceries", ["item": "saffron"], csrfFrom: "/groceries")
            let ownerID = try #require(try await db.user(named: "owner")?.id)
            let saffron = try #require(try await db.groceryList(userID: ownerID).entries.first?.item.id)

            var other = Browser(client)
            try await other.register("other")
            let form = try await other.post("/groceries/\(saffron)/check", ["checked": "yes"], csrfFrom: "/groceries")
            #expect(form.status == .notFound)
            let batch = try await Self.sync(&other, [(saffron, true)])
            #expect(batch.status == .ok)
            #expect(try Self.results(batch).first?["status"] as? String == "removed")
            #expect(!batch.contains("saffron"), "nothing about another person's item is told")
            #expect(try await !owner.get("/groceries").contains("is-checked"))
        }
    }

    @Test func checkingOffWithoutJavaScriptStillWorks() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("plain")
            let token = try await browser.get("/groceries").csrf
            _ = try await browser.post("/groceries", ["item": "milk"], csrf: token)
            let user = try #require(try await db.user(named: "plain")?.id)
            let milk = try #require(try await db.groceryList(userID: user).entries.first?.item.id)
            let checked = try await browser.post("/groceries/\(milk)/check", ["checked": "yes"], csrf: token)
            #expect(checked.status == .seeOther && checked.location == "/groceries")
            let list = try await browser.get("/groceries")
            #expect(list.contains(#"<li class="grocery-item is-checked" data-item="#))
            #expect(list.headers[.cacheControl] == "no-store", "signed-in pages stay out of the HTTP cache")
        }
    }

    @Test func signingOutTellsTheBrowserToForgetTheOfflineCopies() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("leaving")
            let out = try await browser.logOut()
            #expect(out.status == .seeOther)
            #expect(out.headers[HTTPField.Name("Clear-Site-Data")!] == #""storage""#, "the worker's caches, its queue and the worker itself")
        }
    }

    static func sync(_ browser: inout Browser, _ changes: [(Int64, Bool)]) async throws -> Page {
        let body = #"{"changes": ["# + changes.map { #"{"id": \#($0.0), "checked": \#($0.1)}"# }.joined(separator: ", ") + "]}"
        return try await browser.send("/groceries/sync", method: .post, body: body, contentType: "application/json")
    }

    static func results(_ page: Page) throws -> [[String: Any]] {
        let answer = try #require(try JSONSerialization.jsonObject(with: page.bytes) as? [String: Any])
        return try #require(answer["results"] as? [[String: Any]])
    }
}
