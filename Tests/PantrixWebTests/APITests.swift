import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb
@testable import Templates

/// The JSON API: tokens made in Settings, each endpoint's ownership (someone else's item is a
/// 404), read-only and revoked or expired tokens, no cookie ever counting, and the OpenAPI
/// document describing exactly the routes there are.
@Suite struct APITests {
    /// A JSON request with a bearer token (and nothing else: no cookie).
    struct Client {
        let client: any TestClientProtocol
        let token: String

        func call(_ method: HTTPRequest.Method, _ path: String, _ json: String? = nil, headers extra: HTTPFields = [:]) async throws -> (status: HTTPResponse.Status, json: Any?, headers: HTTPFields) {
            var headers = extra
            if !token.isEmpty { headers[.authorization] = "Bearer " + token }
            if json != nil { headers[.contentType] = "application/json" }
            let response = try await client.execute(uri: path, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true || response.status == .noContent, "\(path) answers JSON")
            let body = Data(buffer: response.body)
            return (response.status, body.isEmpty ? nil : try JSONSerialization.jsonObject(with: body), response.headers)
        }
    }

    /// Signs `name` up in the browser and makes a token on Settings → API tokens; returns it as shown.
    static func token(_ browser: inout Browser, scope: String = "write", expiry: String = "90") async throws -> String {
        let page = try await browser.post("/settings/tokens", ["name": "Script", "scope": scope, "expiry": expiry, "password": "correct horse battery"], csrfFrom: "/settings/tokens")
        #expect(page.status == .created)
        let text = page.text
        let start = try #require(text.range(of: "value=\"pxt_"))
        let end = try #require(text[start.upperBound...].firstIndex(of: "\""))
        return "pxt_" + text[start.upperBound..<end]
    }

    @Test func tokensAreMadeShownOnceListedAndRevokedInSettings() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let settings = try await ann.get("/settings")
            #expect(settings.contains(#"<a href="/settings/tokens">API tokens</a>"#))
            let bad = try await ann.post("/settings/tokens", ["name": "  ", "scope": "write", "expiry": "never", "password": "correct horse battery"], csrfFrom: "/settings/tokens")
            #expect(bad.status == .unprocessableContent)
            #expect(bad.contains("Name the token"))
            #expect(bad.contains(#"<option value="write" selected>"#) && bad.contains(#"<option value="never" selected>"#), "the form keeps the choices")
            let secret = try await Self.token(&ann)
            #expect(secret.count > 40)
            let listed = try await ann.get("/settings/tokens")
            #expect(!listed.contains(secret), "shown once, never again")
            #expect(listed.contains("<strong>Script</strong>") && listed.contains("last used never"))

            let api = Client(client: client, token: secret)
            #expect(try await api.call(.get, "/api/v1/me").status == .ok)
            let annID = try #require(try await db.user(named: "ann")?.id)
            let id = try #require(try await db.apiTokens(userID: annID).first?.id)
            #expect(try await db.apiTokens(userID: annID).first?.lastUsedAt != nil, "the list shows the last use")

            var eve = Browser(client)
            try await eve.register("eve")
            #expect(try await eve.post("/settings/tokens/\(id)/revoke", [:], csrfFrom: "/settings/tokens").status == .notFound, "only its owner revokes it")
            #expect(try await api.call(.get, "/api/v1/me").status == .ok)
            let revoked = try await ann.post("/settings/tokens/\(id)/revoke", [:], csrfFrom: "/settings/tokens")
            #expect(revoked.location == "/settings/tokens")
            let after = try await api.call(.get, "/api/v1/me")
            #expect(after.status == .unauthorized)
            #expect(after.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
            #expect(try await ann.get("/settings/tokens").contains("revoked"))
        }
    }

    @Test func noTokenAnExpiredOneOrACookieGetsNothing() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            _ = try await ann.post("/pantry/items", ["lines": "6 eggs"], csrfFrom: "/pantry")
            let secret = try await Self.token(&ann)
            // Signed in in the browser, but the API counts no session cookie.
            let cookieOnly = try await ann.send("/api/v1/pantry", method: .get, body: nil, contentType: nil)
            #expect(cookieOnly.status == .unauthorized)
            #expect(cookieOnly.contains(#""error""#) && !cookieOnly.contains("eggs"))
            // The token in a cookie is not a token either.
            let inCookie = try await client.execute(uri: "/api/v1/pantry", method: .get, headers: [.cookie: "pantrix_session=\(secret); token=\(secret)"])
            #expect(inCookie.status == .unauthorized)
            for wrong in ["", "pxt_nonsense", String(secret.dropLast()), secret.uppercased()] {
                #expect(try await Client(client: client, token: wrong).call(.get, "/api/v1/pantry").status == .unauthorized, "\(wrong)")
            }
            let annID = try #require(try await db.user(named: "ann")?.id)
            let expired = try await db.createAPIToken(userID: annID, name: "old", scope: .write, lifetime: .month, now: Date().addingTimeInterval(-31 * 86_400))
            #expect(try await Client(client: client, token: expired.secret).call(.get, "/api/v1/pantry").status == .unauthorized)
            // A disabled account's tokens stop working with it.
            #expect(try await Client(client: client, token: secret).call(.get, "/api/v1/pantry").status == .ok)
            try await db.disableUser(id: annID, reason: "spam", by: AdminActor(userID: nil, name: "command line"))
            #expect(try await Client(client: client, token: secret).call(.get, "/api/v1/pantry").status == .unauthorized)
        }
    }

    @Test func aReadOnlyTokenReadsAndChangesNothing() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            _ = try await ann.post("/pantry/items", ["lines": "6 eggs"], csrfFrom: "/pantry")
            let api = Client(client: client, token: try await Self.token(&ann, scope: "read"))
            let pantry = try await api.call(.get, "/api/v1/pantry")
            #expect((pantry.json as? [[String: Any]])?.first?["name"] as? String == "eggs")
            let eggs = try #require((pantry.json as? [[String: Any]])?.first?["id"] as? Int)
            for (method, path, body) in [
                (HTTPRequest.Method.post, "/api/v1/pantry", #"{"lines": ["rice"]}"#), (.delete, "/api/v1/pantry/\(eggs)", nil),
                (.post, "/api/v1/groceries", #"{"item": "lemons"}"#), (.post, "/api/v1/recipes", API.RecipeInput.example),
                (.post, "/api/v1/plan", #"{"day": "2026-11-30", "text": "soup"}"#),
            ] {
                let answer = try await api.call(method, path, body)
                #expect(answer.status == .forbidden, "\(method) \(path)")
                #expect((answer.json as? [String: Any])?["error"] as? String == "This token is read-only; changes need a read-write token.")
            }
            let annID = try #require(try await db.user(named: "ann")?.id)
            #expect(try await db.pantryItems(userID: annID).map(\.name) == ["eggs"])
            #expect(try await db.groceryList(userID: annID).entries.isEmpty)
        }
    }

    @Test func recipesSearchGetCreateUpdateDeleteOwnOnly() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client), eve = Browser(client)
            try await ann.register("ann")
            try await eve.register("eve")
            let annAPI = Client(client: client, token: try await Self.token(&ann))
            let eveAPI = Client(client: client, token: try await Self.token(&eve))

            let invalid = try await annAPI.call(.post, "/api/v1/recipes", #"{"title": "", "category": "x", "servings": 0, "ingredients": [], "steps": []}"#)
            #expect(invalid.status == .unprocessableContent)
            let fields = try #require((invalid.json as? [String: Any])?["fields"] as? [String: String])
            #expect(fields["title"] == "Give the recipe a title." && fields["category"] == "Choose a category.", "the editor's words")
            #expect(try await annAPI.call(.post, "/api/v1/recipes", "{not json").status == .badRequest)

            let made = try await annAPI.call(.post, "/api/v1/recipes", #"""
                {"title": "Lemon rice", "category": "dinner", "servings": 2, "ingredients": ["1 cup rice", "1 lemon"],
                 "steps": ["Cook the rice.", "Stir in the lemon."], "tags": ["quick"], "prepMinutes": 5}
                """#)
            #expect(made.status == .created)
            let recipe = try #require(made.json as? [String: Any])
            let id = try #require(recipe["id"] as? Int)
            #expect(made.headers[.location] == "/api/v1/recipes/\(id)")
            #expect(recipe["ingredients"] as? [String] == ["1 cup rice", "1 lemon"])
            #expect(recipe["steps"] as? [String] == ["Cook the rice.", "Stir in the lemon."])
            #expect(recipe["author"] as? String == "ann" && recipe["kcalPerServing"] is Double)
            let annID = try #require(try await db.user(named: "ann")?.id)
            #expect(try await db.favourites(userID: annID).cards.map(\.id) == [Int64(id)], "a recipe you write is in your favourites")

            let found = try await eveAPI.call(.get, "/api/v1/recipes?q=lemon%20ri")
            let titles = ((found.json as? [String: Any])?["recipes"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
            #expect(titles.first == "Lemon rice", "search by prefix, as on the site")
            #expect(try await eveAPI.call(.get, "/api/v1/recipes/\(id)").status == .ok, "a public recipe is anyone's to read")

            let edited = #"{"title": "Lemon rice for four", "category": "dinner", "servings": 4, "ingredients": ["2 cups rice", "2 lemons"], "steps": ["Cook.", "Stir."], "visibility": "private"}"#
            #expect(try await eveAPI.call(.put, "/api/v1/recipes/\(id)", edited).status == .notFound, "not hers")
            #expect(try await eveAPI.call(.delete, "/api/v1/recipes/\(id)").status == .notFound)
            let replaced = try await annAPI.call(.put, "/api/v1/recipes/\(id)", edited)
            #expect(replaced.status == .ok)
            #expect((replaced.json as? [String: Any])?["servings"] as? Int == 4)
            #expect(try await eveAPI.call(.get, "/api/v1/recipes/\(id)").status == .notFound, "private now: as if it did not exist")
            #expect(try await annAPI.call(.get, "/api/v1/recipes/\(id)").status == .ok)
            #expect(try await annAPI.call(.delete, "/api/v1/recipes/\(id)").status == .noContent)
            #expect(try await annAPI.call(.get, "/api/v1/recipes/\(id)").status == .notFound)
            #expect(try await annAPI.call(.delete, "/api/v1/recipes/\(id)").status == .notFound)
        }
    }

    @Test func pantryGroceriesAndPlanAreTheOwnersOrTheirHouseholds() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client), ben = Browser(client), eve = Browser(client)
            try await ann.register("ann")
            try await ben.register("ben")
            try await eve.register("eve")
            let annAPI = Client(client: client, token: try await Self.token(&ann))
            let benAPI = Client(client: client, token: try await Self.token(&ben))
            let eveAPI = Client(client: client, token: try await Self.token(&eve))
            let annID = try #require(try await db.user(named: "ann")?.id), benID = try #require(try await db.user(named: "ben")?.id)
            try await db.createHousehold(userID: annID, name: "Flat")
            try await db.joinHousehold(token: db.createHouseholdInvite(userID: annID), userID: benID, bringPantry: false)

            let added = try await annAPI.call(.post, "/api/v1/pantry", #"{"lines": ["6 eggs", "500 g rice"], "useBy": "2030-01-02"}"#)
            #expect(added.status == .created)
            #expect((added.json as? [String: Any])?["added"] as? [String] == ["eggs", "rice"])
            #expect(try await annAPI.call(.post, "/api/v1/pantry", #"{"lines": [" "]}"#).status == .unprocessableContent)
            #expect(try await annAPI.call(.post, "/api/v1/pantry", #"{"lines": ["milk"], "useBy": "soon"}"#).status == .unprocessableContent)
            let benPantry = try await benAPI.call(.get, "/api/v1/pantry")
            let items = try #require(benPantry.json as? [[String: Any]])
            #expect(items.compactMap { $0["name"] as? String }.sorted() == ["eggs", "rice"], "Ben shares Ann's household pantry")
            #expect((try await eveAPI.call(.get, "/api/v1/pantry").json as? [Any])?.isEmpty == true)
            let rice = try #require(items.first { $0["name"] as? String == "rice" }?["id"] as? Int)
            #expect(try await eveAPI.call(.delete, "/api/v1/pantry/\(rice)").status == .notFound)
            #expect(try await benAPI.call(.delete, "/api/v1/pantry/\(rice)").status == .noContent)

            let list = try await annAPI.call(.post, "/api/v1/groceries", #"{"item": "2 lemons"}"#)
            #expect(list.status == .created)
            let lemon = try #require((list.json as? [[String: Any]])?.first?["id"] as? Int)
            #expect(try await annAPI.call(.post, "/api/v1/groceries", #"{"item": ""}"#).status == .unprocessableContent)
            #expect(try await eveAPI.call(.patch, "/api/v1/groceries/\(lemon)", #"{"checked": true}"#).status == .notFound)
            let ticked = try await benAPI.call(.patch, "/api/v1/groceries/\(lemon)", #"{"checked": true}"#)
            #expect((ticked.json as? [String: Any])?["checked"] as? Bool == true)
            #expect(((try await annAPI.call(.get, "/api/v1/groceries").json as? [[String: Any]])?.first?["checked"] as? Bool) == true)
            #expect(try await eveAPI.call(.delete, "/api/v1/groceries/\(lemon)").status == .notFound)
            #expect(try await annAPI.call(.delete, "/api/v1/groceries/\(lemon)").status == .noContent)

            let week = PlanWeek(containing: Date())
            let planned = try await annAPI.call(.post, "/api/v1/plan", #"{"day": "\#(week.days[2])", "slot": "lunch", "text": "soup"}"#)
            #expect(planned.status == .created)
            let entry = try #require((planned.json as? [String: Any])?["id"] as? Int)
            #expect(try await annAPI.call(.post, "/api/v1/plan", #"{"day": "2026-02-30", "text": "x"}"#).status == .unprocessableContent)
            #expect(try await annAPI.call(.post, "/api/v1/plan", #"{"day": "\#(week.days[0])", "slot": "brunch", "text": "x"}"#).status == .unprocessableContent)
            #expect(try await annAPI.call(.post, "/api/v1/plan", #"{"day": "\#(week.days[0])", "recipeId": 999999}"#).status == .notFound)
            let benWeek = try await benAPI.call(.get, "/api/v1/plan?week=\(week.key)")
            #expect(((benWeek.json as? [String: Any])?["entries"] as? [[String: Any]])?.first?["title"] as? String == "soup")
            #expect(try await benAPI.call(.get, "/api/v1/plan?week=nonsense").status == .badRequest)
            #expect(try await eveAPI.call(.delete, "/api/v1/plan/\(entry)").status == .notFound)
            #expect(try await benAPI.call(.delete, "/api/v1/plan/\(entry)").status == .noContent)
        }
    }

    @Test func tooManyBadTokensFromOneAddressAreTurnedAway() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let bad = Client(client: client, token: "pxt_guess")
            for _ in 0..<20 { #expect(try await bad.call(.get, "/api/v1/me").status == .unauthorized) }
            let limited = try await bad.call(.get, "/api/v1/me")
            #expect(limited.status == .tooManyRequests)
            #expect(limited.headers[.retryAfter] != nil)
        }
    }

    /// Every path and method in /api/openapi.yaml is a route, and every API route is in it.
    @Test func theOpenAPIDocumentDescribesExactlyTheRoutes() async throws {
        let site = try await buildSite(config: TestApp.configuration(), database: try AppDatabase.inMemory())
        let declared = Set(site.routes.routes.filter { $0.url.pattern.hasPrefix("/api/v1/") }.map { "\($0.method.rawValue) \($0.url.pattern)" })
        let app = Application(router: site.router)
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/api/openapi.yaml", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/yaml") == true)
            let text = String(buffer: response.body)
            // The document's shape: "  /path:" under paths, "    method:" under each path.
            var documented: Set<String> = [], path: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("components:") { break }
                if line.hasPrefix("  /"), line.hasSuffix(":") { path = String(line.dropFirst(2).dropLast()); continue }
                guard let path, line.hasPrefix("    "), !line.hasPrefix("     ") else { continue }
                let key = line.dropFirst(4).prefix { $0 != ":" }
                if ["get", "post", "put", "patch", "delete"].contains(String(key)) { documented.insert("\(key.uppercased()) \(path)") }
            }
            #expect(documented == declared)
            #expect(documented.count == 16)
            let categories = RecipeCategory.allCases.map(\.rawValue).joined(separator: ", ")
            #expect(text.contains("category: { type: string, enum: [\(categories)] }"), "the categories are the site's")
        }
    }
}
