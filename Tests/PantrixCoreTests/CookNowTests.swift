import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Ranking on a small hand-made catalogue, where the right order can be checked by eye.
@Suite struct CookNowTests {
    static func draft(_ title: String, _ lines: [String], category: String = "dinner") -> RecipeDraft {
        RecipeDraft(title: title, category: category, servings: 2, prepMinutes: 10, cookMinutes: 10, ingredients: lines, steps: ["Cook."])
    }

    static func setUp() async throws -> (AppDatabase, Int64, [String: Int64]) {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "cook", email: nil, passwordHash: "x").id)
        var ids: [String: Int64] = [:]
        for draft in [
            draft("Omelette", ["3 large eggs", "1 tbsp butter", "salt to taste"]),
            draft("Salsa", ["4 tomatoes, diced", "1 small onion, finely chopped", "1 handful fresh coriander, chopped", "salt to taste"]),
            draft("Fried Rice", ["2 cups cooked white rice", "2 large eggs", "2 green onions, sliced", "1 tbsp soy sauce"]),
            draft("Pancakes", ["250 g all-purpose flour", "2 large eggs", "300 ml whole milk", "1 tbsp sugar"], category: "breakfast"),
            draft("Beef Stew", ["500 g beef chuck", "2 carrots", "1 onion", "2 potatoes"]),
        ] {
            ids[draft.title] = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        return (db, user, ids)
    }

    func titles(_ db: AppDatabase, _ user: Int64, _ configure: (inout CookNowQuery) -> Void = { _ in }) async throws -> [String] {
        var query = CookNowQuery()
        configure(&query)
        return try await db.cookNow(userID: user, query: query).cards.map(\.card.title)
    }

    @Test func fewestMissingFirstWithSynonymsAndStaples() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.addPantryItems(userID: user, lines: ["eggs", "butter", "tomatoes", "onion", "cilantro"])
        let ranked = try await db.cookNow(userID: user, query: CookNowQuery())
        #expect(ranked.cards.first?.card.title == "Omelette", "eggs + butter + salt (a staple): nothing missing")
        #expect(ranked.cards.first?.missing == [])
        let salsa = try #require(ranked.cards.first { $0.card.title == "Salsa" })
        #expect(salsa.missing.isEmpty, "cilantro in the pantry covers “fresh coriander”: \(salsa.missing)")
        #expect(ranked.cards.last?.card.title == "Pancakes" || ranked.cards.last?.card.title == "Beef Stew")
        let now = try await titles(db, user) { $0.maxMissing = 0 }
        #expect(Set(now) == ["Omelette", "Salsa"])
    }

    @Test func thePageReadGivesTheCooksItemsAndHearts() async throws {
        let (db, user, ids) = try await Self.setUp()
        #expect(try await db.cookNow(userID: user, query: CookNowQuery()).items.isEmpty, "an empty pantry, said on the page")
        try await db.addPantryItems(userID: user, lines: ["eggs", "butter"])
        _ = try await db.setFavourite(recipeID: try #require(ids["Pancakes"]), userID: user, on: true)
        let page = try await db.cookNow(userID: user, query: CookNowQuery())
        #expect(page.items.map(\.name).sorted() == ["butter", "eggs"])
        #expect(page.favourited == [ids["Pancakes"]!], "the heart on the favourited card only")
        #expect(page.cards.count == 5 && page.total == 5)
    }

    @Test func aFavouriteDecidesBetweenEqualRecipesAtOnce() async throws {
        let (db, user, _) = try await Self.setUp()
        let plain = try await db.addRecipe(PreparedRecipe(Self.draft("Buttered Eggs", ["2 large eggs", "1 tbsp butter"])), origin: .seed)
        let twin = try await db.addRecipe(PreparedRecipe(Self.draft("Eggs in Butter", ["2 large eggs", "1 tbsp butter"])), origin: .seed)
        try await db.addPantryItems(userID: user, lines: ["eggs", "butter"])
        func order() async throws -> [Int64] {
            try await db.cookNow(userID: user, query: CookNowQuery()).cards.map(\.card.id).filter { $0 == plain || $0 == twin }
        }
        #expect(try await order() == [plain, twin], "equal in every way: the older first")
        let fan = try #require(try await db.createUser(username: "fan", email: nil, passwordHash: "x").id)
        _ = try await db.setFavourite(recipeID: twin, userID: fan, on: true)
        #expect(try await order() == [twin, plain], "the favourited one first, without waiting for a reload")
        _ = try await db.setFavourite(recipeID: twin, userID: fan, on: false)
        #expect(try await order() == [plain, twin])
    }

    @Test func missingNamesAreListedAndATooSmallAmountIsNotEnough() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.addPantryItems(userID: user, lines: ["100 g all-purpose flour", "6 eggs", "1 litre whole milk"])
        let ranked = try await db.cookNow(userID: user, query: CookNowQuery())
        let pancakes = try #require(ranked.cards.first { $0.card.title == "Pancakes" })
        #expect(pancakes.have == 2 && pancakes.total == 4, "100 g flour is less than the 250 g needed")
        #expect(pancakes.missing == ["sugar"])
        #expect(pancakes.notEnough.count == 1 && pancakes.notEnough[0].contains("all-purpose flour — you have 100 g"), "\(pancakes.notEnough)")
        try await db.addPantryItems(userID: user, lines: ["500 g all-purpose flour"])
        let again = try await db.cookNow(userID: user, query: CookNowQuery())
        #expect(again.cards.first { $0.card.title == "Pancakes" }?.missing == ["sugar"])
    }

    @Test func soonToExpireItemsBreakTies() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.addPantryItems(userID: user, lines: ["carrots"], useBy: UseByDate.string(Date()))
        try await db.addPantryItems(userID: user, lines: ["green onions"], useBy: "2099-01-01")
        let ranked = try await db.cookNow(userID: user, query: CookNowQuery())
        let stew = try #require(ranked.cards.firstIndex { $0.card.title == "Beef Stew" })
        let rice = try #require(ranked.cards.firstIndex { $0.card.title == "Fried Rice" })
        #expect(ranked.cards[stew].expiringUsed == 1)
        #expect(ranked.cards[stew].missing.count == 3 && ranked.cards[rice].missing.count == 3)
        #expect(stew < rice, "same number missing and same share: the recipe using the carrots that expire today wins")
    }

    @Test func filtersCombineAndNewRecipesRankImmediately() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.addPantryItems(userID: user, lines: ["eggs"])
        #expect(try await titles(db, user) { $0.category = "breakfast" } == ["Pancakes"])
        let withoutEggs = try await titles(db, user) { $0.excludedKeys = IngredientFilter.excludedKeys(for: ["eggs"]) }
        #expect(Set(withoutEggs) == ["Salsa", "Beef Stew"])
        try await db.addRecipe(PreparedRecipe(Self.draft("Boiled Egg", ["1 large egg", "water"])), origin: .user)
        #expect(try await titles(db, user).first == "Boiled Egg", "a recipe saved after the index loaded ranks at once")
    }

    @Test func staplesAreEditable() async throws {
        let (db, user, _) = try await Self.setUp()
        #expect(try await db.staples(userID: user).map(\.name).sorted() == ["black pepper", "salt", "water"])
        try await db.addStaple(userID: user, text: "butter")
        try await db.addPantryItems(userID: user, lines: ["eggs"])
        #expect(try await titles(db, user) { $0.maxMissing = 0 } == ["Omelette"])
        let butter = try #require(try await db.staples(userID: user).first { $0.name == "butter" })
        try await db.removeStaple(userID: user, ingredientKey: butter.ingredientKey)
        #expect(try await titles(db, user) { $0.maxMissing = 0 }.isEmpty)
    }

    @Test func indexMatchesTheStraightforwardSQLOnGeneratedData() async throws {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "bench", email: nil, passwordHash: "x").id)
        try await db.addBenchmarkRecipes(BenchmarkRecipes.generate(count: 300, seed: 7).map { PreparedRecipe($0) })
        // Some with amounts, so counts (eggs, onions) and weights (chicken, rice) are compared too, not presence alone.
        try await db.addPantryItems(userID: user, lines: ["500 g chicken breast", "2 onions", "garlic", "300 g rice", "3 eggs", "spinach", "olive oil"])
        let pantry = try await db.pantrySet(userID: user)
        #expect(pantry.holding(for: "egg")?.count == 3 && pantry.holding(for: "rice")?.grams == 300)
        try await db.ensureCookNowIndex()
        var query = CookNowQuery()
        query.limit = 300
        let fromIndex = db.cookNow.rank(pantry, query: query).hits
        let fromSQL = try await db.cookNowBySQL(pantry: pantry, limit: 300)
        #expect(Dictionary(uniqueKeysWithValues: fromIndex.map { ($0.recipeID, $0.missing) })
                == Dictionary(uniqueKeysWithValues: fromSQL.map { ($0.recipeID, $0.missing) }))
        let presence = try await db.cookNowBySQL(pantry: PantrySet(items: try await db.pantryItems(userID: user).map { item in
            var bare = item
            bare.setAmounts([])
            return bare
        }, staples: try await db.staples(userID: user), today: Date()), limit: 300)
        #expect(presence.map(\.missing).reduce(0, +) < fromSQL.map(\.missing).reduce(0, +), "the amounts decide some lines")
    }
}

@Suite struct PantryAndGroceryTests {
    @Test func duplicatesMergeAndUnknownItemsAreKeptAsTyped() async throws {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "p", email: nil, passwordHash: "x").id)
        try await db.addPantryItems(userID: user, lines: ["200 g rice", "Rice", "zorblax paste"])
        let items = try await db.pantryItems(userID: user)
        #expect(items.count == 2)
        let unknown = try #require(items.first { $0.text == "zorblax paste" })
        #expect(!unknown.isRecognised)
    }

    @Test func groceryItemsMergeByFoodAndSumAmounts() async throws {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "g", email: nil, passwordHash: "x").id)
        try await db.addGrocery(text: "1 cup whole milk", userID: user)
        try await db.addGrocery(text: "2 tbsp whole milk", userID: user)
        try await db.addGrocery(text: "2 lemons", userID: user)
        let list = try await db.groceryList(userID: user)
        #expect(list.entries.count == 2)
        let milk = try #require(list.entries.first { $0.item.name == "whole milk" })
        #expect(milk.item.amountText == "500 ml", "1 cup + 2 tbsp (266 ml), as milk is sold")
        #expect(milk.item.storeSection == "dairy")
        #expect(list.estimatedTotal > 0)
    }

    @Test func aUnitAgreesWithTheNumberAsShown() async throws {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "n", email: nil, passwordHash: "x").id)
        try await db.addGrocery(text: "250 ml buttermilk", userID: user)
        try await db.addGrocery(text: "3 garlic cloves", userID: user)
        let list = try await db.groceryList(userID: user).entries.map(\.item)
        #expect(list.first { $0.name == "buttermilk" }?.amountText == "250 ml")
        #expect(list.first { $0.name == "garlic" }?.amountText == "3 cloves")
        try await db.addPantryItems(userID: user, lines: ["1 cup rice"])
        try await db.addPantryItems(userID: user, lines: ["1 tsp rice"])
        #expect(try await db.pantryItems(userID: user).map(\.text) == ["1 cup rice"], "a cup and a teaspoon")
    }

    @Test func missingIngredientsGoToTheListAndCheckedItemsToThePantry() async throws {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "m", email: nil, passwordHash: "x").id)
        let recipe = try await db.addRecipe(PreparedRecipe(CookNowTests.draft("Omelette", ["3 large eggs", "1 tbsp butter", "salt to taste"])), origin: .seed)
        try await db.addPantryItems(userID: user, lines: ["butter"])
        let added = try await db.addMissingToGroceries(recipeID: recipe, userID: user)
        #expect(added == ["eggs"])
        let list = try await db.groceryList(userID: user)
        let eggs = try #require(list.entries.first)
        #expect(eggs.recipes.map(\.title) == ["Omelette"], "the item remembers which recipe needs it")
        try await db.setGroceryChecked(id: try #require(eggs.item.id), userID: user, checked: true)
        #expect(try await db.moveCheckedGroceriesToPantry(userID: user) == 1)
        #expect(try await db.groceryList(userID: user).entries.isEmpty)
        #expect(try await db.pantryItems(userID: user).contains { $0.name == "eggs" })
        #expect(try await db.addMissingToGroceries(recipeID: recipe, userID: user).isEmpty, "now nothing is missing")
    }

    @Test func nobodyTouchesAnotherUsersPantryOrList() async throws {
        let db = try AppDatabase.inMemory()
        let owner = try #require(try await db.createUser(username: "owner", email: nil, passwordHash: "x").id)
        let other = try #require(try await db.createUser(username: "other", email: nil, passwordHash: "x").id)
        try await db.addPantryItems(userID: owner, lines: ["eggs"])
        try await db.addGrocery(text: "milk", userID: owner)
        let item = try #require(try await db.pantryItems(userID: owner).first?.id)
        let grocery = try #require(try await db.groceryList(userID: owner).entries.first?.item.id)
        await #expect(throws: PantryError.notFound) { try await db.removePantryItem(id: item, userID: other) }
        await #expect(throws: PantryError.notFound) { try await db.updatePantryItem(id: item, userID: other, text: "x", useBy: nil) }
        await #expect(throws: PantryError.notFound) { try await db.deleteGrocery(id: grocery, userID: other) }
        await #expect(throws: PantryError.notFound) { try await db.setGroceryChecked(id: grocery, userID: other, checked: true) }
        #expect(try await db.pantryItems(userID: other).isEmpty)
        #expect(try await db.groceryList(userID: other).entries.isEmpty)
        #expect(try await db.pantryItems(userID: owner).count == 1)
    }

    @Test(arguments: [("2026-02-30", nil), ("2026-11-30", "2026-11-30"), ("tomorrow", nil), ("", nil)] as [(String, String?)])
    func useByDatesMustBeRealDates(_ pair: (String, String?)) {
        #expect(UseByDate.parse(pair.0) == pair.1)
    }
}
