import Foundation
import Testing
@testable import Templates

/// One description of the site's URLs: router patterns, links, and reading a path back.
@Suite struct SiteURLTests {
    @Test func aRouteHasAPatternAndAPageHasAPath() {
        #expect(SiteURL.home.pattern == "/")
        #expect(SiteURL.recipe(.key).pattern == "/recipes/{id}")
        #expect(SiteURL.recipe(.value(42)).path == "/recipes/42")
        #expect(SiteURL.recipeExport(.key).pattern == "/recipes/{id}.json")
        #expect(SiteURL.recipeExport(.value(42)).path == "/recipes/42.json")
        #expect(SiteURL.listItemMove(.key, .key).pattern == "/lists/{id}/items/{recipeId}/move")
        #expect(SiteURL.listItemMove(.value(3), .value(9)).path == "/lists/3/items/9/move")
        #expect(SiteURL.profile(.value("ana")).path == "/u/ana")
    }

    @Test func parametersArePercentEncoded() {
        #expect(SiteURL.profile(.value("a b/c?d#e")).path == "/u/a%20b%2Fc%3Fd%23e")
        #expect(SiteURL.food(.value("01077")).path == "/foods/01077")
        #expect(SiteURL(path: "/u/a%20b%2Fc%3Fd%23e") == .profile(.value("a b/c?d#e")))
    }

    @Test func queriesAndFragments() {
        #expect(SiteURL.search.href(["category": "dinner"]) == "/search?category=dinner")
        #expect(SiteURL.search.href(["q": "1+1 & more", "page": nil]) == "/search?q=1%2B1%20%26%20more")
        #expect(SiteURL.recipe(.value(5)).href(["comments": "2"], fragment: "comments") == "/recipes/5?comments=2#comments")
        #expect(SiteURL.login.href(["next": "/recipes/5"]) == "/login?next=/recipes/5")
        #expect(SiteURL.pantry.href(fragment: "staples") == "/pantry#staples")
        #expect(SiteURL.search.href(["page": nil]) == "/search")
    }

    @Test func queriesAreWrittenAsURLComponentsWouldWriteThem() {
        // Links are encoded without Foundation; they must come out as URLComponents writes them
        // (with "+" as "%2B"), for every printable character and for text beyond ASCII.
        let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        var queries: [[URLQueryItem]] = [
            [URLQueryItem(name: "servings", value: "4")],
            [URLQueryItem(name: "q", value: "chicken"), URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "sort", value: "best-rated")],
            [URLQueryItem(name: "flag", value: nil), URLQueryItem(name: "x", value: "")],
            [URLQueryItem(name: "q", value: "tom yum"), URLQueryItem(name: "a", value: "1")],
            [URLQueryItem(name: "next", value: "/recipes/5"), URLQueryItem(name: "back", value: "/u/ann/lists/2")],
            [URLQueryItem(name: "q", value: "crème brûlée 🍰"), URLQueryItem(name: "tag", value: "ça va")],
            [URLQueryItem(name: "all", value: printable.joined())],
            [],
        ]
        queries += printable.map { [URLQueryItem(name: "k" + $0, value: $0 + "v")] }
        for items in queries {
            var components = URLComponents()
            components.queryItems = items.isEmpty ? nil : items
            let query = components.percentEncodedQuery.map { "?" + $0.replacingOccurrences(of: "+", with: "%2B") } ?? ""
            #expect(SiteURL.search.href(query: items) == "/search" + query)
            #expect(SiteURL.search.href(query: items, fragment: "results") == "/search" + query + "#results")
        }
    }

    @Test func pathParametersKeepOnlyUnreservedCharacters() {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        for name in (0x20...0x7E).map({ "a" + String(UnicodeScalar(UInt8($0))) + "z" }) + ["zoë", "名前", "🍰"] {
            #expect(SiteURL.profile(.value(name)).path == "/u/" + name.addingPercentEncoding(withAllowedCharacters: unreserved)!)
        }
    }

    @Test func everyRouteReadsBackFromItsPath() throws {
        #expect(Set(SiteURL.routes).count == SiteURL.routes.count, "each route once")
        for route in SiteURL.routes {
            // A kind of reported item is a word ("recipe"), every other parameter reads a 7.
            let path = route.pattern.replacingOccurrences(of: "{kind}", with: "recipe")
                .replacingOccurrences(of: #"\{[A-Za-z]+\}"#, with: "7", options: .regularExpression)
            let url = try #require(SiteURL(path: path), "\(route.pattern)")
            #expect(url.path == path)
            #expect(url.pattern == route.pattern)
            if path != route.pattern { #expect(url != route, "\(route.pattern) reads back with values, not keys") }
        }
    }

    @Test func pathsNoRouteProducesReadBackAsNothing() {
        for path in ["", "recipes/1", "//evil.example", "/recipes/abc", "/recipes/1/", "/recipes/1.xml", "/nowhere", "/u/", "/Recipes/1"] {
            #expect(SiteURL(path: path) == nil, "\(path)")
        }
        #expect(SiteURL(path: "/recipes/new") == .recipeNew, "a literal wins over a parameter")
        #expect(SiteURL(path: "/recipes/12.json") == .recipeExport(.value(12)))
    }

    @Test func viewsWriteSiteURLsEscaped() {
        let html: HTML = "<a href=\"\(SiteURL.profile(.value("x\" onmouseover=\"alert(1)")))\">me</a>"
        #expect(html.text == #"<a href="/u/x%22%20onmouseover%3D%22alert%281%29">me</a>"#)
    }
}
