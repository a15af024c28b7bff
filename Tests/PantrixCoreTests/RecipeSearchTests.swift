import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Search over a small hand-made catalogue, so each expectation is easy to check by eye.
@Suite struct RecipeSearchTests {
    static func draft(_ title: String, _ category: String = "dinner", cuisine: String = "Italian", minutes: Int = 30,
                      description: String = "", tags: [String] = [], ingredients: [String]) -> RecipeDraft {
        RecipeDraft(title: title, description: description, category: category, cuisine: cuisine, servings: 2,
                    prepMinutes: minutes / 2, cookMinutes: minutes - minutes / 2, tags: tags, ingredients: ingredients,
                    steps: ["Prepare.", "Cook."])
    }

    static func database() async throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        let drafts = [
            draft("Chicken Tikka", cuisine: "Indian", minutes: 50, ingredients: ["500 g chicken breast", "150 g plain yogurt", "2 tsp garam masala"]),
            draft("Chickpea Stew", "soup", cuisine: "Moroccan", minutes: 40, ingredients: ["2 cans chickpeas", "1 onion, chopped", "400 g canned tomatoes"]),
            draft("Tomato Salad", "salad", cuisine: "Greek", minutes: 10, ingredients: ["4 tomatoes, sliced", "1 tbsp olive oil", "50 g feta cheese"]),
            draft("Crème Brûlée", "dessert", cuisine: "French", minutes: 60, ingredients: ["500 ml heavy cream", "5 egg yolks", "100 g sugar"]),
            draft("Peanut Noodles", cuisine: "Thai", minutes: 15, description: "Noodles with tomato-free peanut sauce.",
                  ingredients: ["200 g rice noodles", "3 tbsp peanut butter", "1 tbsp soy sauce"]),
            draft("Pasta with Tomato Sauce", cuisine: "Italian", minutes: 25, ingredients: ["200 g spaghetti", "400 g canned tomatoes", "2 garlic cloves"]),
        ]
        for draft in drafts { try await db.addRecipe(PreparedRecipe(draft), origin: .seed) }
        return db
    }

    /// The first recipe a search for `text` finds (signed out).
    static func first(_ text: String, in db: AppDatabase) async throws -> RecipeCard {
        var search = RecipeSearch()
        search.text = text
        return try #require(try await db.search(search, viewerID: nil).cards.first)
    }

    func titles(_ db: AppDatabase, _ configure: (inout RecipeSearch) -> Void) async throws -> [String] {
        var search = RecipeSearch()
        configure(&search)
        return try await db.search(search, viewerID: nil).cards.map(\.title)
    }

    @Test func prefixesPluralsAndAccentsAllFind() async throws {
        let db = try await Self.database()
        #expect(try await titles(db) { $0.text = "chick" }.sorted() == ["Chicken Tikka", "Chickpea Stew"])
        #expect(try await titles(db) { $0.text = "tomatoes" }.contains("Tomato Salad"))
        #expect(try await titles(db) { $0.text = "creme brulee" } == ["Crème Brûlée"])
        #expect(try await titles(db) { $0.text = "yogurt" } == ["Chicken Tikka"], "ingredient names are searched")
    }

    @Test func titleMatchesOutrankDescriptionAndIngredientMatches() async throws {
        let db = try await Self.database()
        let results = try await titles(db) { $0.text = "tomato" }
        #expect(results.first == "Tomato Salad" || results.first == "Pasta with Tomato Sauce")
        #expect(results.last == "Peanut Noodles", "a word only in the description ranks last")
    }

    @Test func filtersCombineWithTextOrStandAlone() async throws {
        let db = try await Self.database()
        #expect(try await titles(db) { $0.category = "salad" } == ["Tomato Salad"])
        #expect(try await titles(db) { $0.cuisine = "Thai" } == ["Peanut Noodles"])
        #expect(try await titles(db) { $0.maxMinutes = 20; $0.sort = .time } == ["Tomato Salad", "Peanut Noodles"])
        #expect(try await titles(db) { $0.text = "tomato"; $0.maxMinutes = 20 } == ["Tomato Salad", "Peanut Noodles"])
        let withoutPeanut = try await titles(db) { $0.exclude = ["peanut"] }
        #expect(!withoutPeanut.contains("Peanut Noodles") && withoutPeanut.count == 5)
        #expect(try await titles(db) { $0.include = ["garlic"] } == ["Pasta with Tomato Sauce"])
        let cheap = try await titles(db) { $0.maxCost = 0.01 }
        #expect(cheap.isEmpty)
        let light = try await db.search({ var s = RecipeSearch(); s.maxKcal = 300; return s }(), viewerID: nil).cards
        #expect(light.allSatisfy { ($0.kcal ?? 9999) <= 300 })
    }

    @Test func sortsByTimeCaloriesAndCost() async throws {
        let db = try await Self.database()
        for sort in [RecipeSearch.Sort.time, .kcal, .cost] {
            var search = RecipeSearch()
            search.sort = sort
            let cards = try await db.search(search, viewerID: nil).cards
            let values: [Double] = cards.map {
                switch sort {
                case .time: Double($0.totalMinutes ?? 0)
                case .kcal: $0.kcal ?? 0
                default: $0.costPerServing ?? 0
                }
            }
            #expect(values == values.sorted(), "\(sort)")
        }
    }

    @Test(arguments: [#"""#, "*", "chick*en", "NEAR(a b)", "a OR b", "'; DROP TABLE recipe; --", "-tomato", "title:x", "(((", "^", "🍅", String(repeating: "long ", count: 500)])
    func anyUserInputIsSafe(_ text: String) async throws {
        let db = try await Self.database()
        var search = RecipeSearch()
        search.text = text
        search.include = [text]
        search.exclude = [text]
        _ = try await db.search(search, viewerID: nil)
        #expect(try await db.recipeCount() == 6)
    }

    @Test func paginationSaysWhetherThereIsMore() async throws {
        let db = try await Self.database()
        var search = RecipeSearch()
        search.pageSize = 4
        let first = try await db.search(search, viewerID: nil)
        #expect(first.cards.count == 4 && first.hasMore && first.total == 6)
        search.page = 2
        let second = try await db.search(search, viewerID: nil)
        #expect(second.cards.count == 2 && !second.hasMore)
        #expect(Set(first.cards.map(\.id)).isDisjoint(with: second.cards.map(\.id)))
    }

    @Test func privateRecipesShowOnlyToTheirAuthor() async throws {
        let db = try await Self.database()
        let owner = try await db.createUser(username: "owner", email: nil, passwordHash: "x")
        let id = try await db.addRecipe(
            PreparedRecipe(Self.draft("Secret Tomato Soup", "soup", ingredients: ["4 tomatoes"])), origin: .user,
            authorID: owner.id, visibility: .private)
        var search = RecipeSearch()
        search.text = "secret"
        #expect(try await db.search(search, viewerID: nil).cards.isEmpty)
        #expect(try await db.search(search, viewerID: owner.id).cards.map(\.id) == [id])
        await #expect(throws: RecipeError.notFound) { try await db.recipeDetail(id: id, viewerID: nil) }
        #expect(try await db.recipeDetail(id: id, viewerID: owner.id).recipe.title == "Secret Tomato Soup")
    }

    @Test func relatedRecipesShareIngredientsOtherThanStaples() async throws {
        let db = try await Self.database()
        let stew = try await Self.first("chickpea stew", in: db)
        let related = try await db.recipePage(id: stew.id, viewerID: nil).related.map(\.title)
        #expect(related.first == "Pasta with Tomato Sauce", "both use canned tomatoes")
        #expect(!related.contains("Chickpea Stew"))
    }

    @Test func relatedRecipesFollowNewEditedAndDeletedRecipes() async throws {
        let db = try await Self.database()
        let owner = try #require(try await db.createUser(username: "owner", email: nil, passwordHash: "x").id)
        let stew = try await Self.first("chickpea stew", in: db)
        func related() async throws -> [String] { try await db.recipePage(id: stew.id, viewerID: nil).related.map(\.title) }
        #expect(try await related().first == "Pasta with Tomato Sauce")
        let soup = Self.draft("Chickpea Tomato Soup", "soup", ingredients: ["2 cans chickpeas", "400 g canned tomatoes"])
        let id = try await db.addRecipe(PreparedRecipe(soup), origin: .user, authorID: owner)
        #expect(try await related().first == "Chickpea Tomato Soup", "a newer recipe sharing two ingredients comes first")
        let noodles = Self.draft("Chickpea Tomato Soup", "soup", ingredients: ["200 g rice noodles"])
        try await db.updateRecipe(id: id, authorID: owner, with: PreparedRecipe(noodles), visibility: .public)
        #expect(try await !related().contains("Chickpea Tomato Soup"))
        try await db.updateRecipe(id: id, authorID: owner, with: PreparedRecipe(soup), visibility: .public)
        #expect(try await Array(related().prefix(2)) == ["Chickpea Tomato Soup", "Pasta with Tomato Sauce"])
        try await db.deleteRecipe(id: id, authorID: owner)
        #expect(try await related().first == "Pasta with Tomato Sauce")
    }

    @Test(.enabled(if: !AppDatabase.testsUsePostgres, "SQLite's query plans")) func searchUsesTheFullTextIndexNotATableScan() async throws {
        let db = try await Self.database()
        var search = RecipeSearch()
        search.text = "tomato"
        let plan = SearchPlan(search, viewerID: nil)
        let details = try await db.store.read { db in
            try SQLRow.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + plan.selectSQL, arguments: plan.arguments).map { $0["detail"] as String? ?? "" }
        }
        #expect(details.contains { $0.contains("VIRTUAL TABLE INDEX") }, "\(details)")
        #expect(!details.contains { $0.hasPrefix("SCAN r") }, "\(details)")
    }
}
