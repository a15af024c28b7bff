import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Kitchens as people have them, run end to end through the domain layer: pantry, cook now,
/// grocery list and "I cooked this" must agree on what a cook has.
@Suite struct PantryScenarioTests {
    static func setUp(_ recipes: [(String, [String])] = []) async throws -> (AppDatabase, Int64, [String: Int64]) {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "cook", email: nil, passwordHash: "x").id)
        var ids: [String: Int64] = [:]
        for (title, lines) in recipes {
            let draft = RecipeDraft(title: title, category: "dinner", servings: 2, prepMinutes: 5, cookMinutes: 5, ingredients: lines, steps: ["Cook."])
            ids[title] = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        return (db, user, ids)
    }

    static func card(_ db: AppDatabase, _ user: Int64, _ title: String) async throws -> CookNowCard {
        var query = CookNowQuery()
        query.limit = 200
        return try #require(try await db.cookNow(userID: user, query: query).cards.first { $0.card.title == title })
    }

    static func item(_ db: AppDatabase, _ user: Int64, _ name: String) async throws -> PantryItem {
        try #require(try await db.pantryItems(userID: user).first { $0.name == name }, "no \(name) in the pantry")
    }

    @Test func theMousseCanBeMadeFromAnEverydayPantry() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.loadSeedCatalogueIfNeeded()
        try await db.addPantryItems(userID: user, lines: ["6 eggs", "butter", "semisweet chocolate", "vanilla extract", "heavy cream", "sugar"])
        var query = CookNowQuery()
        query.maxMissing = 0
        let titles = try await db.cookNow(userID: user, query: query).cards.map(\.card.title)
        #expect(titles.contains("Dark Chocolate Mousse"), "only what I can make now: \(titles)")
    }

    @Test func sixEggsCoverSixLargeEggsAndTwoOnionsCoverALargeOne() async throws {
        let (db, user, _) = try await Self.setUp([
            ("Big Omelette", ["6 large eggs", "salt"]), ("Onion Soup", ["1 large onion", "500 ml water"]),
            ("Onion Bhaji", ["3 onions", "100 g gram flour"]),
        ])
        try await db.addPantryItems(userID: user, lines: ["6 eggs", "2 onions"])
        #expect(try await Self.card(db, user, "Big Omelette").missing.isEmpty, "size words weigh an egg, they don't change the count")
        #expect(try await Self.card(db, user, "Onion Soup").missing.isEmpty)
        #expect(try await Self.card(db, user, "Onion Bhaji").notEnough.first?.hasPrefix("need 3 onions — you have 2") == true, "two onions are not three")
    }

    @Test func butterCoversUnsaltedButterAndMilkStandsInWithANote() async throws {
        let (db, user, _) = try await Self.setUp([("Shortbread", ["200 g unsalted butter", "300 g plain flour"]), ("Latte", ["1 cup skim milk"])])
        try await db.addPantryItems(userID: user, lines: ["500 g butter", "1 kg flour", "1 litre whole milk"])
        let shortbread = try await Self.card(db, user, "Shortbread")
        #expect(shortbread.missing.isEmpty && shortbread.substitutions.isEmpty, "salted for unsalted butter is the same food")
        let latte = try await Self.card(db, user, "Latte")
        #expect(latte.missing.isEmpty)
        #expect(latte.substitutions == ["using your whole milk for skim milk"])
    }

    @Test func yolksNeverCoverEggsAndCannedTomatoesAreNotFresh() async throws {
        let (db, user, _) = try await Self.setUp([("Custard", ["4 egg yolks", "500 ml milk"]), ("Omelette", ["2 eggs"]), ("Salad", ["3 tomatoes"])])
        try await db.addPantryItems(userID: user, lines: ["6 eggs", "milk"])
        #expect(try await Self.card(db, user, "Custard").missing.isEmpty, "the cook separates eggs")
        let (db2, user2, _) = try await Self.setUp([("Omelette", ["2 eggs"]), ("Salad", ["3 tomatoes"])])
        try await db2.addPantryItems(userID: user2, lines: ["egg yolks", "1 can chopped tomatoes"])
        #expect(try await Self.card(db2, user2, "Omelette").missing == ["eggs"])
        #expect(try await Self.card(db2, user2, "Salad").missing == ["tomatoes"])
    }

    @Test func amountsAddInTheItemsOwnUnit() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.addPantryItems(userID: user, lines: ["6 eggs", "500 g flour", "3 kohlrabi"])
        try await db.addPantryItems(userID: user, lines: ["6 eggs", "1 kg flour", "500 g kohlrabi"])
        #expect(try await Self.item(db, user, "eggs").text == "12 eggs")
        #expect(try await Self.item(db, user, "flour").text == "1.5 kg flour")
        let kohlrabi = try await Self.item(db, user, "kohlrabi")
        #expect(kohlrabi.text == "3 kohlrabi + 500 g", "no known weight for one kohlrabi: two amounts, neither corrupted")
        #expect(kohlrabi.amountList.count == 2)
        // The page's own text reads back the same when edited, and a plus between foods stays text.
        try await db.updatePantryItem(id: try #require(kohlrabi.id), userID: user, text: kohlrabi.text, useBy: nil)
        #expect(try await Self.item(db, user, "kohlrabi").amountList.count == 2)
        try await db.addPantryItems(userID: user, lines: ["salt + pepper"])
        #expect(try await db.pantryItems(userID: user).contains { $0.text == "salt + pepper" })
    }

    @Test func eggsThroughTheGroceryListAddUpAndCookingTakesThemOff() async throws {
        let (db, user, ids) = try await Self.setUp([("Frittata", ["3 large eggs", "50 g cheddar"])])
        try await db.addPantryItems(userID: user, lines: ["6 eggs"])
        try await db.addGrocery(text: "6 eggs", userID: user)
        let grocery = try #require(try await db.groceryList(userID: user).entries.first?.item.id)
        try await db.setGroceryChecked(id: grocery, userID: user, checked: true)
        try await db.moveCheckedGroceriesToPantry(userID: user)
        let eggs = try await Self.item(db, user, "eggs")
        #expect(eggs.text == "12 eggs" && eggs.quantity == 12)

        let plan = try await db.cookingPlan(recipeID: try #require(ids["Frittata"]), userID: user)
        let use = try #require(plan.uses.first { $0.item.name == "eggs" })
        guard case .reduce(let by, let leaving) = use.action else { Issue.record("expected eggs to be reduced: \(use.action)"); return }
        #expect(by.quantity == 3 && leaving.quantity == 9)
        _ = try await db.recordCooking(recipeID: try #require(ids["Frittata"]), userID: user, servings: nil, usedUp: [])
        #expect(try await Self.item(db, user, "eggs").text == "9 eggs")
    }

    @Test func aNewItemFromTheGroceryListKeepsItsCount() async throws {
        let (db, user, _) = try await Self.setUp()
        try await db.addGrocery(text: "2 red bell peppers", userID: user)
        let grocery = try #require(try await db.groceryList(userID: user).entries.first?.item.id)
        try await db.setGroceryChecked(id: grocery, userID: user, checked: true)
        try await db.moveCheckedGroceriesToPantry(userID: user)
        let peppers = try await Self.item(db, user, "red bell peppers")
        #expect(peppers.text == "2 red bell peppers" && peppers.quantity == 2 && peppers.unit == nil)
    }

    @Test func cookingDownToOneSaysOneOnion() async throws {
        let (db, user, ids) = try await Self.setUp([("Soup", ["1 onion", "500 ml water"])])
        try await db.addPantryItems(userID: user, lines: ["2 onions"])
        _ = try await db.recordCooking(recipeID: try #require(ids["Soup"]), userID: user, servings: nil, usedUp: [])
        #expect(try await Self.item(db, user, "onions").text == "1 onion")
        try await db.addPantryItems(userID: user, lines: ["1 red peppers", "2 large lemon"])
        let texts = try await db.pantryItems(userID: user).map(\.text)
        #expect(texts.contains("1 red pepper") && texts.contains("2 large lemons"), "typed text agrees with its number: \(texts)")
    }

    @Test func cookingWithAStandInSaysSo() async throws {
        let (db, user, ids) = try await Self.setUp([("Latte", ["250 ml skim milk"])])
        try await db.addPantryItems(userID: user, lines: ["1 litre milk"])
        let plan = try await db.cookingPlan(recipeID: try #require(ids["Latte"]), userID: user)
        let use = try #require(plan.uses.first)
        #expect(use.item.name == "milk" && use.standsFor == "skim milk")
        guard case .reduce(_, let leaving) = use.action else { Issue.record("expected a reduction"); return }
        #expect(leaving.text == "750 ml")
    }

    @Test func cookNowAndICookedThisTakeTheSameItem() async throws {
        let (db, user, ids) = try await Self.setUp([("Latte", ["250 ml skim milk"]), ("Shortbread", ["200 g unsalted butter", "300 g flour"])])
        try await db.addPantryItems(userID: user, lines: ["1 litre 1% milk", "250 g unsalted butter", "1 kg flour"])
        try await db.addPantryItems(userID: user, lines: ["1 litre whole milk", "250 g butter"], useBy: "2026-01-02", now: Date(timeIntervalSince1970: 1_767_225_600))
        // Both milks stand in for skim milk: the card names one, and cooking takes that one.
        let card = try await Self.card(db, user, "Latte")
        let plan = try await db.cookingPlan(recipeID: try #require(ids["Latte"]), userID: user)
        #expect(card.substitutions == ["using your whole milk for skim milk"], "the milk to use first")
        #expect(plan.uses.map(\.item.name) == ["whole milk"] && plan.uses.first?.standsFor == "skim milk")
        // Butter is the same food as unsalted butter, but the recipe's own food is used before it.
        let shortbread = try await db.cookingPlan(recipeID: try #require(ids["Shortbread"]), userID: user)
        #expect(shortbread.uses.map(\.item.name) == ["unsalted butter", "flour"])
        let pantry = try await db.pantrySet(userID: user)
        #expect(pantry.holding(for: "unsalted butter")?.name == "unsalted butter")
    }

    @Test func unknownLinesAreNeitherHadNorMissing() async throws {
        let (db, user, _) = try await Self.setUp([("Mystery Stew", ["2 carrots", "1 tsp zorblax powder", "1 onion"])])
        try await db.addPantryItems(userID: user, lines: ["carrots", "onion"])
        let card = try await Self.card(db, user, "Mystery Stew")
        #expect(card.missing.isEmpty, "an unrecognised line is not missing")
        #expect(card.unknown == ["zorblax powder"])
        #expect(card.have == 2 && card.total == 2, "you have 2 of 2: the unknown line counts neither way")
        var query = CookNowQuery()
        query.maxMissing = 0
        #expect(try await db.cookNow(userID: user, query: query).cards.map(\.card.title) == ["Mystery Stew"])
    }

    @Test func aLineMadeEarlierInTheRecipeIsNotUnrecognised() async throws {
        let (db, user, _) = try await Self.setUp([("Pizza", ["1 batch pizza dough (see above)", "200 g mozzarella", "1 tsp zorblax powder"])])
        try await db.addPantryItems(userID: user, lines: ["mozzarella"])
        let card = try await Self.card(db, user, "Pizza")
        #expect(card.unknown == ["zorblax powder"], "the dough is made in the recipe, not a food nobody knows")
        #expect(card.missing.isEmpty && card.have == 1 && card.total == 1)
    }

    @Test func aPantryItemNobodyKnowsStillMatchesNothingRatherThanEverything() async throws {
        let (db, user, _) = try await Self.setUp([("Mystery Stew", ["1 tsp zorblax powder", "1 onion"])])
        try await db.addPantryItems(userID: user, lines: ["zorblax powder"])
        let card = try await Self.card(db, user, "Mystery Stew")
        #expect(card.have == 0 && card.missing == ["onion"])
    }
}
