import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Prometheus
import Templates
import Testing
@testable import PantrixWeb

/// Every route comes from a SiteURL, and what it declares — not its path — decides its body cap
/// and whether JSON may skip the form token.
@Suite struct RouteDeclarationTests {
    @Test func theRouterServesExactlyTheSiteURLRoutes() async throws {
        var config = TestApp.configuration()
        config.metrics = PrometheusCollectorRegistry()
        let site = try await buildSite(config: config, database: try AppDatabase.inMemory())
        let registered = Set(site.router.routes.filter { $0.method != .head }.map { "\($0.method) \($0.path)" })
        let declared = Set(site.routes.routes.map { "\($0.method) \(RouterPath($0.url.pattern))" })
        // Each declared path also answers the methods it doesn't take, with 405 (refuseOtherMethods).
        let refusals = Set(Dictionary(grouping: site.routes.routes, by: \.url.pattern).flatMap { pattern, routes in
            SiteRoutes<AppRequestContext>.refusedMethods.filter { method in !routes.contains { $0.method == method } }
                .map { "\($0) \(RouterPath(pattern))" }
        })
        #expect(!refusals.isEmpty && registered == declared.union(refusals), "nothing registered past SiteRoutes")
        let patterns = Set(site.routes.routes.map(\.url))
        #expect(patterns == Set(SiteURL.routes), "every SiteURL route is served, and nothing else")
        #expect(site.routes.routes.allSatisfy { $0.method != .get || $0.body == .none }, "pages take no body")
        #expect(site.routes.routes.allSatisfy { route in
            route.url.pattern.hasPrefix("/api/v1/") ? (route.method == .get || route.body == .api) : route.body != .api
        }, "only the token API skips the form token, and all its changes are declared so")
    }

    /// Two routes that differ only in what they declare.
    static func app(_ declare: @escaping @Sendable (SiteRoutes<AppRequestContext>) -> Void) async throws -> some ApplicationProtocol {
        let config = TestApp.configuration()
        return try await TestApp.make(config: config) { router in
            declare(SiteRoutes(router: router, limits: BodyLimits(config: config), uploads: UploadSlots(2)))
        }
    }

    @Test func aRoutesCapComesFromItsDeclaration() async throws {
        let app = try await Self.app { routes in
            for (path, body) in [("/declared/form", RouteBody.form), ("/declared/long", .largeForm)] {
                routes.on(.post, RouterPath(stringLiteral: path), body: body) { request, context -> String in
                    "read \(try await request.formFields(context: context)["text"]?.count ?? 0)"
                }
            }
        }
        try await app.test(.router) { client in
            var browser = Browser(client)
            let text = String(repeating: "a", count: 100 * 1024)
            let small = try await browser.post("/declared/form", ["text": text], csrfFrom: "/login")
            #expect(small.status == .contentTooLarge)
            #expect(small.contains("larger than 64 KB"))
            let long = try await browser.post("/declared/long", ["text": text], csrfFrom: "/login")
            #expect(long.status == .ok)
            #expect(long.text == "read \(100 * 1024)")
            let tooLong = try await browser.post("/declared/long", ["text": text + text + text + text + text + text], csrfFrom: "/login")
            #expect(tooLong.status == .contentTooLarge)
            #expect(tooLong.contains("larger than 512 KB"))
        }
    }

    @Test func onlyARouteDeclaredJSONTakesJSONWithoutAToken() async throws {
        let app = try await Self.app { routes in
            for (path, body) in [("/declared/json", RouteBody.json), ("/declared/form", .form)] {
                routes.on(.post, RouterPath(stringLiteral: path), body: body) { _, _ in "changed" }
            }
        }
        try await app.test(.router) { client in
            var browser = Browser(client)
            let json = try await browser.send("/declared/json", method: .post, body: #"{"a":1}"#, contentType: "application/json")
            #expect(json.status == .ok)
            let form = try await browser.send("/declared/form", method: .post, body: #"{"a":1}"#, contentType: "application/json")
            #expect(form.status == .forbidden, "JSON to a form route still needs the token")
            let formToJSON = try await browser.send("/declared/json", method: .post, body: "a=1", contentType: "application/x-www-form-urlencoded")
            #expect(formToJSON.status == .forbidden, "a JSON route takes a form only with the token")
        }
    }

    @Test func theExportIsItsOwnRoute() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            for path in ["/recipes/1.json", "/recipes/1.xml", "/recipes/x.json"] {
                let page = try await browser.get(path)
                #expect(page.status == .notFound, "\(path)")
            }
        }
    }
}
