import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Templates
import Testing
@testable import PantrixWeb

@Suite struct FoodPickTests {
    static func form(_ title: String, lines: String) -> [String: String] {
        var form = RecipeEditorTests.soup
        form["title"] = title
        form["ingredients"] = lines
        return form
    }

    /// Publishes past the unmatched-lines check, as an author who keeps the lines as written.
    static func publish(_ browser: inout Browser, _ form: [String: String]) async throws -> String {
        let first = try await browser.post("/recipes/new", form, csrfFrom: "/recipes/new")
        guard first.status != .seeOther else { return try #require(first.recipePath) }
        var again = form
        again["reviewed"] = String(try #require(first.text.firstMatch(of: /name="reviewed" value="([0-9a-f]+)"/)?.1))
        let saved = try await browser.post("/recipes/new", again, csrf: first.csrf)
        return try #require(saved.recipePath)
    }

    @Test func theAuthorSeesNotRecognisedWithAPickLinkAndOthersGetNotFound() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("flurbler")
            let path = try await Self.publish(&author, Self.form("Flurble bake", lines: "1 cup red lentils\n2 tbsp zzqx flurble"))
            let page = try await author.get(path)
            #expect(page.contains("2 tbsp zzqx flurble</span> <span class=\"ingredient-unknown\">not recognised</span>"))
            #expect(!page.contains("1 cup red lentils</span> <span class=\"ingredient-unknown\">"), "matched lines are not flagged")
            #expect(page.contains("href=\"\(path)/foods#food-1\">Pick the food</a>"))
            let pick = try await author.get(path + "/foods")
            #expect(pick.status == .ok)
            #expect(pick.contains("Line 2: <q>2 tbsp zzqx flurble</q>"))
            #expect(!pick.contains("red lentils"), "only unrecognised lines are offered")

            var other = Browser(client)
            try await other.register("nosy")
            let seen = try await other.get(path)
            #expect(seen.contains("not recognised"), "everyone sees the line is not recognised")
            #expect(!seen.contains("Pick the food"), "only the author may pick")
            #expect(try await other.get(path + "/foods").status == .notFound)
            let forged = try await other.post(path + "/foods", ["food-1": "18069", "sig-1": LineSignature.of("2 tbsp zzqx flurble")], csrfFrom: "/recipes/new")
            #expect(forged.status == .notFound)
            #expect(try await other.get("/recipes/999999/foods").status == .notFound, "the same answer as for a missing recipe")
            #expect(try await author.get(path).contains("not recognised"), "the forged pick changed nothing")
            var visitor = Browser(client)
            #expect(try await visitor.get(path + "/foods").status == .seeOther, "signed out: log in first")
        }
    }

    @Test func aPickIsSavedAndTheNextRecipeByAnotherCookMatchesTheSameFood() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("firstcook")
            // Two letters off "chicken": too far for the matcher's one-keystroke spelling fix.
            let path = try await Self.publish(&author, Self.form("Chikin soup", lines: "1 cup red lentils\n4 cups chikin stock"))
            let before = try await author.get(path)
            #expect(before.contains("not recognised"))
            let pick = try await author.get(path + "/foods")
            let option = try #require(pick.text.firstMatch(of: /<option value="([0-9]+)">([^<]+)<\/option>/), "closest foods are offered")
            let food = String(option.1), label = String(option.2)
            let signature = String(try #require(pick.text.firstMatch(of: /name="sig-1" value="([0-9a-f]+)"/)?.1))
            let saved = try await author.post(path + "/foods", ["food-1": food, "sig-1": signature], csrf: pick.csrf)
            #expect(saved.status == .seeOther)
            #expect(saved.location == path)
            let after = try await author.get(path)
            #expect(after.contains("Counted as <a href=\"/foods/\(food)\">\(label)</a>"))
            #expect(!after.contains("not recognised"))

            var second = Browser(client)
            try await second.register("secondcook")
            let first = try await second.post("/recipes/new", Self.form("Quick stock", lines: "2 cups Chikin  Stock\n1 onion"), csrfFrom: "/recipes/new")
            #expect(first.status == .seeOther, "nothing unmatched to review: the learned food matched")
            let theirs = try await second.get(try #require(first.recipePath))
            #expect(theirs.contains("Counted as <a href=\"/foods/\(food)\">\(label)</a>"))

            let nutrition = try await second.post("/nutrition", ["ingredients": "1 cup chikin stock", "servings": "1"], csrfFrom: "/nutrition")
            #expect(!nutrition.contains("no matching food"), "the calculator uses learned foods too")
        }
    }

    @Test func picksInTheEditorsCheckAreLearnedToo() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("checker2")
            var form = Self.form("Flurble toast", lines: "2 slices zzqx flurble")
            form["action"] = "check"
            let check = try await author.post("/recipes/new", form, csrfFrom: "/recipes/new")
            let signature = String(try #require(check.text.firstMatch(of: /name="sig-0" value="([0-9a-f]+)"/)?.1))
            form["action"] = "save"
            form["food-0"] = "18069"
            form["sig-0"] = signature
            let saved = try await author.post("/recipes/new", form, csrf: check.csrf)
            #expect(saved.status == .seeOther)
            #expect(try await db.learnedAliases().map(\.text) == ["zzqx flurble"])
            let api = try await author.send("/api/nutrition", method: .post, body: #"{"ingredients": ["1 slice zzqx flurble"]}"#, contentType: "application/json")
            #expect(api.contains(#""unmatched":[]"#), "the editor's live check agrees with what saving will match")
        }
    }
}
