import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// "For you": taste first, never an excluded ingredient, no repeats of recent suggestions or dishes.
@Suite struct SuggestionTests {
    static func setUp() async throws -> (AppDatabase, Int64, [String: Int64]) {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "taster", email: nil, passwordHash: "x").id)
        var ids: [String: Int64] = [:]
        let recipes: [(String, String, String, [String])] = [
            ("Satay Noodles", "dinner", "Thai", ["200 g rice noodles", "3 tbsp peanut butter", "1 tbsp soy sauce"]),
            ("Tomato Pasta", "dinner", "Italian", ["200 g spaghetti", "400 g canned tomatoes", "2 cloves garlic"]),
            ("Pesto Gnocchi", "dinner", "Italian", ["500 g gnocchi", "3 tbsp basil pesto"]),
            ("Risotto", "dinner", "Italian", ["300 g arborio rice", "1 l vegetable broth", "1 onion"]),
            ("Green Curry", "dinner", "Thai", ["400 ml coconut milk", "2 tbsp green curry paste", "300 g chicken breast"]),
            ("Pancakes", "breakfast", "American", ["250 g all-purpose flour", "2 large eggs", "300 ml whole milk"]),
            ("Peanut Cookies", "baking", "American", ["200 g peanut butter", "100 g sugar", "1 large egg"]),
        ]
        for (title, category, cuisine, lines) in recipes {
            let draft = RecipeDraft(title: title, category: category, cuisine: cuisine, servings: 2, ingredients: lines, steps: ["Cook."])
            ids[title] = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        return (db, user, ids)
    }

    @Test func favouriteCuisineFirstAndAllergiesNeverSuggested() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.saveTastePreferences(TastePreferences(cuisines: ["Italian"], excluded: ["peanuts"]), userID: user)
        let picks = try await db.suggestions(userID: user, limit: 3).map(\.title)
        #expect(Set(picks) == ["Tomato Pasta", "Pesto Gnocchi", "Risotto"], "\(picks)")
        let more = try await db.suggestions(userID: user, limit: 10).map(\.title)
        #expect(!more.contains("Satay Noodles") && !more.contains("Peanut Cookies"), "peanut is excluded: \(more)")
        #expect(try await db.tastePreferences(userID: user).excluded == ["peanuts"])
    }

    @Test func pantryCoverageBreaksTiesAndDietsFilter() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.addPantryItems(userID: user, lines: ["spaghetti", "chopped tomatoes", "garlic"])
        try await db.saveTastePreferences(TastePreferences(cuisines: ["Italian"]), userID: user)
        #expect(try await db.suggestions(userID: user, limit: 1).first?.title == "Tomato Pasta", "the pantry covers it")
        try await db.saveTastePreferences(TastePreferences(diets: ["vegan"]), userID: user)
        let vegan = try await db.suggestions(userID: user, limit: 10).map(\.title)
        #expect(!vegan.contains("Green Curry") && !vegan.contains("Pancakes"), "\(vegan)")
    }

    @Test func recentSuggestionsAndRecentDishesAreNotRepeated() async throws {
        let (db, user, ids) = try await Self.setUp()
        let first = try await db.suggestions(userID: user, limit: 3).map(\.id)
        let second = try await db.suggestions(userID: user, limit: 3).map(\.id)
        #expect(Set(first).isDisjoint(with: second), "the next suggestions are new ones")
        let pasta = try #require(ids["Tomato Pasta"])
        _ = try await db.recordCooking(recipeID: pasta, userID: user, servings: nil, usedUp: [])
        for _ in 0..<4 {
            #expect(!(try await db.suggestions(userID: user, limit: 3).map(\.id).contains(pasta)), "cooked this week")
        }
        let everything = try await db.suggestions(userID: user, limit: 20)
        #expect(everything.count == 6, "when all were shown lately they come back, but not the dish just cooked")
    }

    @Test func whatTheyFavouriteAndCookShapesSuggestionsWithoutDeclaredTastes() async throws {
        let (db, user, ids) = try await Self.setUp()
        var curries: [String: Int64] = [:]
        for title in ["Red Curry", "Massaman Curry", "Panang Curry"] {
            let draft = RecipeDraft(
                title: title, category: "dinner", cuisine: "Thai", servings: 2,
                ingredients: ["400 ml coconut milk", "2 tbsp red curry paste", "300 g chicken breast", "1 tbsp fish sauce"], steps: ["Simmer."])
            curries[title] = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        for title in ["Red Curry", "Massaman Curry"] {
            let id = try #require(curries[title])
            try await db.setFavourite(recipeID: id, userID: user, on: true)
            _ = try await db.recordCooking(recipeID: id, userID: user, servings: nil, usedUp: [])
        }
        try await db.setFavourite(recipeID: try #require(ids["Green Curry"]), userID: user, on: true)
        #expect(try await db.tastePreferences(userID: user).isEmpty, "nothing declared")

        let picks = try await db.suggestions(userID: user, limit: 3).map(\.title)
        #expect(Set(picks.prefix(2)) == ["Green Curry", "Panang Curry"], "Thai curries first: \(picks)")
        #expect(picks.last == "Satay Noodles", "then Thai: \(picks)")
        #expect(!picks.contains("Red Curry") && !picks.contains("Massaman Curry"), "cooked this week")
        let next = try await db.suggestions(userID: user, limit: 3).map(\.title)
        #expect(Set(next).isDisjoint(with: picks), "still no repeats: \(next)")
        #expect(!next.contains("Red Curry") && !next.contains("Massaman Curry"))
    }
}
