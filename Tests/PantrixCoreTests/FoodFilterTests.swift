import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// "with" and "without" filters and dislikes read words as food, not spelling.
@Suite struct FoodFilterTests {
    static let recipes: [(String, [String])] = [
        ("Egg Fried Rice", ["2 large eggs", "2 cups cooked rice", "1 tbsp soy sauce"]),
        ("Ratatouille", ["1 eggplant", "2 zucchini", "1 onion", "2 tomatoes"]),
        ("Baba Ganoush", ["2 aubergines", "2 tbsp tahini", "1 lemon"]),
        ("Almond Cake", ["150 g ground almonds", "100 g sugar", "3 large eggs"]),
        ("Walnut Salad", ["50 g walnuts", "1 head lettuce", "2 tbsp olive oil"]),
        ("Pecan Pie", ["1 cup pecans", "1 cup sugar", "100 g butter"]),
        ("Satay Noodles", ["200 g rice noodles", "3 tbsp peanut butter", "1 tbsp soy sauce"]),
        ("Tomato Salad", ["4 tomatoes", "2 tbsp olive oil", "1 red onion"]),
        ("Flurble Stew", ["200 g zzqx flurble", "1 onion"]),
        ("Black Bean Tacos", ["1 can black beans", "4 corn tortillas"]),
        ("Green Bean Salad", ["200 g green beans", "1 shallot"]),
    ]

    static func setUp() async throws -> (AppDatabase, Int64) {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "filterer", email: nil, passwordHash: "x").id)
        for (title, lines) in recipes {
            let draft = RecipeDraft(title: title, category: "dinner", servings: 2, ingredients: lines, steps: ["Cook."])
            try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        return (db, user)
    }

    static func titles(_ db: AppDatabase, with: [String] = [], without: [String] = []) async throws -> Set<String> {
        var search = RecipeSearch()
        search.include = with
        search.exclude = without
        search.pageSize = 50
        return Set(try await db.search(search, viewerID: nil).cards.map(\.title))
    }

    @Test func withEggsFindsEggDishesAndNotEggplant() async throws {
        let (db, _) = try await Self.setUp()
        #expect(try await Self.titles(db, with: ["eggs"]) == ["Egg Fried Rice", "Almond Cake"])
        #expect(try await Self.titles(db, with: ["egg"]) == ["Egg Fried Rice", "Almond Cake"], "singular or plural")
        #expect(try await Self.titles(db, with: ["eggplant"]) == ["Ratatouille", "Baba Ganoush"], "aubergine is eggplant")
    }

    @Test func withoutNutsLeavesOutEveryNutAndNothingElse() async throws {
        let (db, _) = try await Self.setUp()
        let safe = try await Self.titles(db, without: ["nuts"])
        #expect(safe == ["Egg Fried Rice", "Ratatouille", "Baba Ganoush", "Tomato Salad", "Flurble Stew", "Black Bean Tacos", "Green Bean Salad"], "\(safe)")
        #expect(try await Self.titles(db, with: ["nuts"]) == ["Almond Cake", "Walnut Salad", "Pecan Pie", "Satay Noodles"])
        #expect(!(try await Self.titles(db, without: ["peanuts"])).contains("Satay Noodles"), "peanuts rule out peanut butter")
        #expect(try await Self.titles(db, without: ["eggs"]).contains("Ratatouille"), "no eggs still allows eggplant")
    }

    @Test func aGeneralWordFindsEveryFoodItNames() async throws {
        let (db, _) = try await Self.setUp()
        #expect(try await Self.titles(db, with: ["beans"]) == ["Black Bean Tacos", "Green Bean Salad"])
        #expect(try await Self.titles(db, with: ["black beans"]) == ["Black Bean Tacos"])
    }

    @Test func aWordNoFoodKnowsStillFiltersByText() async throws {
        let (db, _) = try await Self.setUp()
        #expect(IngredientFilter.with("flurble").keys == nil)
        #expect(try await Self.titles(db, with: ["flurble"]) == ["Flurble Stew"])
        #expect(!(try await Self.titles(db, without: ["flurble"])).contains("Flurble Stew"))
    }

    @Test func dislikesAndAllergiesUseTheSameFoods() async throws {
        let (db, user) = try await Self.setUp()
        try await db.saveTastePreferences(TastePreferences(excluded: ["peanuts", "eggs"]), userID: user)
        let suggested = Set(try await db.suggestions(userID: user, limit: 20).map(\.title))
        #expect(suggested == ["Ratatouille", "Baba Ganoush", "Walnut Salad", "Pecan Pie", "Tomato Salad", "Flurble Stew", "Black Bean Tacos", "Green Bean Salad"], "\(suggested)")
        try await db.saveTastePreferences(TastePreferences(excluded: ["tree nuts"]), userID: user)
        let noTreeNuts = Set(try await db.suggestions(userID: user, limit: 20).map(\.title))
        #expect(noTreeNuts.isDisjoint(with: ["Almond Cake", "Walnut Salad", "Pecan Pie"]) && noTreeNuts.contains("Satay Noodles"), "\(noTreeNuts)")
    }

    @Test func aNameSayingTheWordIsFoundAsAWholeWord() {
        let peanuts = IngredientFilter.without("peanuts")
        #expect(peanuts.isNamed(in: "crunchy peanut sauce"))
        #expect(!IngredientFilter.without("eggs").isNamed(in: "eggplant"))
        #expect(IngredientFilter.without("eggs").isNamed(in: "egg noodles"))
        #expect(IngredientFilter.without("peanut butter").isNamed(in: "smooth Peanut Butter"))
    }
}
