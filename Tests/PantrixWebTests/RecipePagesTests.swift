import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

@Suite struct RecipePagesTests {
    static func seeded() async throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try await db.loadSeedCatalogueIfNeeded()
        return db
    }

    static func recipeID(_ db: AppDatabase, titled title: String) async throws -> Int64 {
        var search = RecipeSearch()
        search.text = title
        return try #require(try await db.search(search, viewerID: nil).cards.first { $0.title == title }?.id)
    }

    @Test func homeShowsPopularAndRecentRecipeCardsAndCategories() async throws {
        let app = try await TestApp.make(database: try await Self.seeded())
        try await app.test(.router) { client in
            var browser = Browser(client)
            let home = try await browser.get("/")
            #expect(home.contains("Popular recipes") && home.contains("Recently added"))
            #expect(home.text.components(separatedBy: #"<li class="card">"#).count - 1 == 16)
            #expect(home.contains("kcal</span>") && home.contains("/serving</span>"), "cards show calories and cost per serving")
            #expect(home.contains(#"src="/static/img/category/"#), "placeholder art until photos exist")
            #expect(home.contains(#"href="/search?category=breakfast""#))
            let surprise = try await browser.get("/recipes/random")
            #expect(surprise.status == .seeOther)
            #expect(surprise.location?.hasPrefix("/recipes/") == true)
        }
    }

    @Test func searchKeepsItsFiltersInTheURLAndOffersAnEmptyState() async throws {
        let app = try await TestApp.make(database: try await Self.seeded())
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/search?q=chick&category=dinner&time=60&sort=time")
            #expect(page.status == .ok)
            #expect(page.contains(#"value="chick""#))
            #expect(page.contains(#"<option value="dinner" selected>"#))
            #expect(page.contains(#"<option value="time" selected>"#))
            #expect(page.contains(#"id="time" name="time" type="number" inputmode="numeric" min="1" value="60""#))
            #expect(page.contains("Chicken"), "prefix search finds chicken dishes")
            #expect(page.contains(#"aria-label="Remove filter Dinner""#))
            #expect(page.contains(#"href="/search?q=chick&amp;time=60&amp;sort=time""#), "removing a filter keeps the rest")
            let none = try await browser.get("/search?q=zzzqqq")
            #expect(none.contains("No recipes found"))
            let hostile = try await browser.get("/search?q=%22NEAR%28%2A%29%27%3B--&with=%22&without=*")
            #expect(hostile.status == .ok)
        }
    }

    @Test func recipePageShowsEverythingAndEmbedsJSONLD() async throws {
        let db = try await Self.seeded()
        let id = try await Self.recipeID(db, titled: "Masala Chai")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/recipes/\(id)")
            #expect(page.status == .ok)
            #expect(page.contains("<h1>Masala Chai</h1>"))
            #expect(page.contains("Nutrition Facts"))
            #expect(page.contains(#"<span class="step-number" aria-hidden="true">1</span>"#))
            #expect(page.contains("Per serving</dt><dd>$"))
            #expect(page.contains("Related recipes"))
            #expect(page.contains(#"<script type="application/ld+json">"#))
        }
    }

    @Test func missingAndOthersPrivateRecipesAre404() async throws {
        let db = try AppDatabase.inMemory()
        let owner = try await db.createUser(username: "owner", email: nil, passwordHash: "x")
        let draft = RecipeDraft(title: "Private Toast", category: "breakfast", servings: 1, ingredients: ["1 slice bread"], steps: ["Toast it."])
        let id = try await db.addRecipe(PreparedRecipe(draft), origin: .user, authorID: owner.id, visibility: .private)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            for path in ["/recipes/\(id)", "/recipes/999999", "/recipes/abc"] {
                let page = try await browser.get(path)
                #expect(page.status == .notFound, "\(path)")
            }
        }
    }
}

@Suite struct DishArtPagesTests {
    /// Across the seed catalogue the drawings tell dishes apart: many subjects, few plain plates.
    @Test func recipesWithoutAPhotoGetTheirOwnDrawing() async throws {
        let db = try AppDatabase.inMemory()
        // The seeds come without photos, numbered from 1.
        let count = try await db.loadSeedCatalogueIfNeeded()
        let app = try await TestApp.make(database: db)
        let ids = (1...Int64(count)).map { $0 }
        #expect(ids.count > 100)
        try await app.test(.router) { client in
            var subjects: [String: Int] = [:]
            for id in ids {
                let response = try await client.execute(uri: "/recipes/\(id)/art.svg", method: .get)
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                let svg = String(buffer: response.body)
                let subject = try #require(svg.firstMatch(of: #/aria-label="Drawing: (\w+)"/#)?.output.1)
                subjects[String(subject), default: 0] += 1
            }
            #expect(subjects.count >= 12, "\(subjects)")
            #expect(subjects["plate", default: 0] * 5 < ids.count, "plain plates are the exception: \(subjects)")
            let page = try await client.execute(uri: "/recipes/\(ids[0])", method: .get)
            #expect(String(buffer: page.body).contains(#"src="/recipes/\#(ids[0])/art.svg""#))
            #expect(try await client.execute(uri: "/recipes/999999/art.svg", method: .get).status == .notFound)
        }
    }
}
