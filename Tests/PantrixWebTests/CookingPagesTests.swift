import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

@Suite struct CookingPagesTests {
    @Test func cookingFromThePantryEarnsPointsAndShowsOnTheLeaderboard() async throws {
        let db = try AppDatabase.inMemory()
        let draft = RecipeDraft(
            title: "Flour Pancakes", category: "breakfast", servings: 2,
            ingredients: ["250 g all-purpose flour", "2 large eggs", "300 ml whole milk"], steps: ["Mix.", "Fry."])
        let id = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var cook = Browser(client)
            #expect(try await cook.get("/recipes/\(id)/cooked").status == .seeOther, "needs an account")
            try await cook.register("pancakeqn")
            _ = try await cook.post("/pantry/items", ["lines": "1 kg all-purpose flour\neggs\n300 ml whole milk"], csrfFrom: "/pantry")
            let recipe = try await cook.get("/recipes/\(id)")
            #expect(recipe.contains("href=\"/recipes/\(id)/cooked?servings=2\""))
            let confirm = try await cook.get("/recipes/\(id)/cooked")
            #expect(confirm.contains("Uses 250 g of your all-purpose flour — 750 g left"))
            #expect(confirm.contains("Uses up your whole milk"))
            #expect(confirm.contains("Used up my eggs"))
            let eggsField = try #require(confirm.text.firstMatch(of: /name="(used-\d+)"/)?.1)
            let done = try await cook.post("/recipes/\(id)/cooked", ["servings": "2", String(eggsField): "yes"], csrf: confirm.csrf)
            #expect(done.status == .seeOther)
            let after = try await cook.get("/recipes/\(id)")
            #expect(after.contains("Nice cooking! +25 points."))
            let pantry = try await cook.get("/pantry")
            #expect(pantry.contains("750 g all-purpose flour"))
            #expect(!pantry.contains("<strong>whole milk</strong>"), "the milk is used up")
            #expect(!pantry.contains("<strong>eggs</strong>"), "the eggs were ticked as used up")

            let board = try await cook.get("/leaderboard")
            #expect(board.contains("<a href=\"/u/pancakeqn\">pancakeqn</a>"))
            #expect(board.contains("You are <strong>#1</strong>"))
            let profile = try await cook.get("/u/pancakeqn")
            #expect(profile.contains("<strong>25</strong> points"))
            #expect(profile.contains("Only you can see this list."))
            #expect(profile.contains("+25 points"))

            var other = Browser(client)
            try await other.register("nosyneighbour")
            let seen = try await other.get("/u/pancakeqn")
            #expect(seen.contains("<strong>25</strong> points"), "points are public")
            #expect(!seen.contains("Cooking history"), "the history is private by default")
            let entry = try #require(profile.text.firstMatch(of: /action="\/cooking\/(\d+)\/delete"/)?.1)
            let forged = try await other.post("/cooking/\(entry)/delete", [:], csrfFrom: "/settings")
            #expect(forged.status == .notFound)

            _ = try await cook.post("/settings/privacy", ["historyPublic": "yes"], csrfFrom: "/settings")
            #expect(try await other.get("/u/pancakeqn").contains("Flour Pancakes"))

            let removed = try await cook.post("/cooking/\(entry)/delete", [:], csrfFrom: "/settings")
            #expect(removed.status == .seeOther)
            #expect(try await cook.get("/u/pancakeqn").contains("<strong>0</strong> points"))
            #expect(try await cook.get("/points").contains("The same recipe counts once a day"))
        }
    }
}

@Suite struct TastePagesTests {
    @Test func tastesShapeTheForYouRowAndBadListsAreExplained() async throws {
        let db = try AppDatabase.inMemory()
        for (title, cuisine, line) in [("Peanut Noodles", "Thai", "3 tbsp peanut butter"), ("Garlic Pasta", "Italian", "200 g spaghetti")] {
            let draft = RecipeDraft(title: title, category: "dinner", cuisine: cuisine, servings: 2, ingredients: [line, "1 clove garlic"], steps: ["Cook."])
            _ = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("fussyeater")
            let tooMany = (1...21).map { "Cuisine\($0)" }.joined(separator: ", ")
            let bad = try await browser.post("/settings/taste", ["cuisines": tooMany, "excluded": "peanuts", "category": "dinner"], csrfFrom: "/settings/taste")
            #expect(bad.status == .unprocessableContent)
            #expect(bad.contains("At most 20 cuisines"))
            #expect(bad.contains("value=\"peanuts\""), "what was typed stays")
            #expect(bad.contains("value=\"dinner\" checked"))
            let saved = try await browser.post("/settings/taste", ["cuisines": "Italian", "excluded": "peanuts", "diet": "vegan"], csrf: bad.csrf)
            #expect(saved.status == .seeOther)
            let settings = try await browser.get("/settings/taste")
            #expect(settings.contains("value=\"Italian\""))
            #expect(settings.contains("value=\"vegan\" checked"))
            let home = try await browser.get("/")
            #expect(home.contains("For you"))
            let forYou = try #require(home.text.components(separatedBy: "id=\"for-you-heading\"").dropFirst().first?.components(separatedBy: "</section>").first)
            #expect(forYou.contains("Garlic Pasta"))
            #expect(!forYou.contains("Peanut Noodles"), "an excluded ingredient is never suggested")
        }
    }
}
