import PantrixTestSupport
import Foundation
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// What a new person meets in their first hour: import is findable, servings take any number,
/// the meal plan picks recipes in place, home shows their own kitchen once signed in, and
/// Settings keeps their theme and measures.
@Suite struct FirstHourTests {
    static func soup(_ db: AppDatabase) async throws -> Int64 {
        try await db.addRecipe(PreparedRecipe(RecipeDraft(
            title: "Tomato Soup", category: "soup", servings: 4, ingredients: ["800 g canned tomatoes", "1 onion", "500 ml vegetable stock", "1 cup milk"],
            steps: ["Simmer for 20 minutes."])), origin: .seed)
    }

    @Test func importIsLinkedWherePeopleLookForIt() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("importer")
            for path in ["/", "/recipes/new", "/favourites", "/u/importer"] {
                let page = try await browser.get(path)
                #expect(page.contains(#"href="/recipes/import""#), "\(path) links to import")
            }
        }
    }

    @Test func servingsTakeAnyWholeNumberFromAField() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await Self.soup(db)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/recipes/\(id)")
            #expect(page.contains(#"<form class="servings-form" method="get" action="/recipes/\#(id)">"#))
            #expect(page.contains(#"name="servings" type="number""#))
            let seven = try await browser.get("/recipes/\(id)?servings=7")
            #expect(seven.contains("Scaled from 4 to 7 servings."))
            #expect(seven.contains(#"value="7" required"#), "the field shows the number asked for")
            let cook = try await browser.get("/recipes/\(id)/cook?servings=7")
            #expect(cook.contains(#"<form class="servings-form" method="get" action="/recipes/\#(id)/cook">"#))
            #expect(cook.contains("scaled from 4 to 7 servings"))
        }
    }

    @Test func signedInHomeShowsTheirKitchenNotTheIntroduction() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await Self.soup(db)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            let out = try await browser.get("/")
            #expect(out.contains("Cook with what you have.") && !out.contains("Your kitchen"))
            try await browser.register("homecook")
            let recipe = try await browser.get("/recipes/\(id)")
            _ = try await browser.post("/recipes/\(id)/favourite", ["favourite": "yes", "back": "/recipes/\(id)"], csrf: recipe.csrf)
            let today = UseByDate.string(Date())
            _ = try await browser.post("/plan/entries", ["recipeId": String(id), "day": today, "slot": "dinner"], csrf: recipe.csrf)
            let page = try await browser.get("/")
            #expect(page.contains("Your kitchen") && !page.contains("Cook with what you have."))
            #expect(page.contains("Today · Dinner"), "today's planned dinner is on home")
            #expect(page.contains(#"<h2 id="favourites-heading">Your favourites</h2>"#))
            #expect(!page.contains("What Pantrix does"), "no sales pitch to someone who already uses it")
        }
    }

    @Test func thePlanPicksARecipeWithoutLeavingIt() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await Self.soup(db)
        let app = try await TestApp.make(database: db)
        let week = PlanWeek(containing: Date())
        let monday = week.days[0]
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("picker")
            let plan = try await browser.get("/plan")
            #expect(plan.contains(#"href="/plan?week=\#(week.key)&amp;day=\#(monday)&amp;slot=lunch#picker""#), "each meal has an Add link to the picker")
            let found = try await browser.get("/plan?week=\(week.key)&day=\(monday)&slot=lunch&q=tomato+soup")
            #expect(found.contains(#"value="tomato soup""#), "the search reads as typed")
            #expect(found.contains(#"<input type="hidden" name="recipeId" value="\#(id)">"#))
            #expect(found.contains(#"<input type="hidden" name="slot" value="lunch">"#))
            let added = try await browser.post("/plan/entries", ["recipeId": String(id), "day": monday, "slot": "lunch"], csrf: found.csrf)
            #expect(added.status == .seeOther)
            let after = try await browser.get("/plan?week=\(week.key)")
            #expect(after.contains("Planned Tomato Soup for"))
            #expect(after.contains(#"class="plan-entry-image" src="/recipes/\#(id)/art.svg""#), "the entry shows the dish's picture")
        }
    }

    @Test func settingsKeepTheThemeAndTheMeasuresRecipesOpenIn() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await Self.soup(db)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("metricfan")
            let before = try await browser.get("/recipes/\(id)")
            #expect(before.contains(#"media="(prefers-color-scheme: dark)""#), "the device decides the theme until the person does")
            #expect(before.contains("<summary>1 cup milk</summary>"))
            let settings = try await browser.get("/settings")
            #expect(settings.contains(#"name="theme" value="dark""#) && settings.contains(#"name="units" value="metric""#))
            let saved = try await browser.post("/settings/display", ["theme": "dark", "units": "metric"], csrf: settings.csrf)
            #expect(saved.status == .seeOther)
            let after = try await browser.get("/recipes/\(id)")
            #expect(after.contains(#"media="all""#), "dark is chosen for every screen")
            #expect(after.contains("<summary>235 ml milk</summary>"), "the recipe opens in metric")
            let written = try await browser.get("/recipes/\(id)?units=original")
            #expect(written.contains("<summary>1 cup milk</summary>"), "the page can still show it as written")
            let reloaded = try await browser.get("/settings")
            #expect(reloaded.contains(#"value="dark" checked"#) && reloaded.contains(#"value="metric" checked"#))
        }
    }
}
