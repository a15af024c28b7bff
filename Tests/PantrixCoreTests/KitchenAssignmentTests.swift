import Foundation
import Testing
@testable import PantrixCore

/// Pantry items given to the recipe line they fit best, and the four states a line can be in.
@Suite struct KitchenAssignmentTests {
    typealias Scenario = PantryScenarioTests

    static let macAndCheese = ("Mac and Cheese", ["2 cups shredded sharp cheddar cheese", "1 cup shredded Monterey Jack cheese", "250 g macaroni"])

    @Test func cheddarGoesToTheSharpCheddarAndMontereyJackIsMissing() async throws {
        let (db, user, _) = try await Scenario.setUp([Self.macAndCheese])
        try await db.addPantryItems(userID: user, lines: ["200 g cheddar", "500 g macaroni"])
        let card = try await Scenario.card(db, user, "Mac and Cheese")
        #expect(card.missing.map { $0.lowercased() } == ["monterey jack cheese"], "\(card.missing)")
        #expect(!card.substitutions.contains { $0.lowercased().contains("monterey") }, "\(card.substitutions)")
        #expect(card.notEnough.count == 1 && card.notEnough[0].hasPrefix("need 2 cups") && card.notEnough[0].hasSuffix("— you have 200 g"), "\(card.notEnough)")
    }

    @Test func anItemWithEnoughForBothCoversBoth() async throws {
        let (db, user, _) = try await Scenario.setUp([Self.macAndCheese])
        try await db.addPantryItems(userID: user, lines: ["1 kg cheddar", "500 g macaroni"])
        let card = try await Scenario.card(db, user, "Mac and Cheese")
        #expect(card.missing.isEmpty && card.notEnough.isEmpty, "\(card.missing) \(card.notEnough)")
        #expect(card.substitutions.map { $0.lowercased() } == ["using your cheddar for monterey jack cheese"])
    }

    @Test func carrotsShortSayHowMuchMoreAndOnlyTheShortfallIsBought() async throws {
        let (db, user, ids) = try await Scenario.setUp([("Carrot Halwa", ["2 lb carrots", "1 litre milk", "100 g sugar"])])
        try await db.addPantryItems(userID: user, lines: ["6 carrots", "2 litres milk", "1 kg sugar"])
        let card = try await Scenario.card(db, user, "Carrot Halwa")
        #expect(card.missing.isEmpty)
        #expect(card.notEnough.count == 1 && card.notEnough[0].hasPrefix("need 2 lb carrots — you have 6, about "), "\(card.notEnough)")
        #expect(card.have == 2 && card.total == 3)
        var query = CookNowQuery()
        query.ignoreAmounts = true
        query.maxMissing = 0
        let anyAmount = try await db.cookNow(userID: user, query: query).cards
        #expect(anyAmount.first?.notEnough.isEmpty == true, "ignoring amounts, six carrots will do")

        try await db.addMissingToGroceries(recipeID: try #require(ids["Carrot Halwa"]), userID: user)
        let carrots = try #require(try await db.groceryList(userID: user).entries.first { $0.item.ingredientKey == "carrot" }?.item)
        let grams = try #require(carrots.grams)
        #expect(grams > 400 && grams < 700, "2 lb (907 g) less six carrots, not the whole 2 lb: \(grams)")
    }

    /// Cook now keeps its cards' checks while nothing they depend on changes, and checks again
    /// when the pantry does.
    @Test func aCardIsCheckedAgainWhenThePantryChanges() async throws {
        let (db, user, _) = try await Scenario.setUp([Self.macAndCheese])
        try await db.addPantryItems(userID: user, lines: ["200 g cheddar", "500 g macaroni"])
        #expect(try await Scenario.card(db, user, "Mac and Cheese").missing.count == 1)
        #expect(try await Scenario.card(db, user, "Mac and Cheese").missing.count == 1, "the kept check, the same")
        try await db.addPantryItems(userID: user, lines: ["300 g monterey jack"])
        let card = try await Scenario.card(db, user, "Mac and Cheese")
        #expect(card.missing.isEmpty, "\(card.missing)")
    }

    /// "I cooked this" takes the cheddar off for the sharp cheddar it was given, never for the
    /// Monterey Jack the pantry lacks.
    @Test func cookingTakesTheCheddarForTheLineItFits() async throws {
        // The Monterey Jack comes first: taking lines in order would spend the cheddar on it.
        let jackFirst = ("Mac and Cheese", ["1 cup shredded Monterey Jack cheese", "2 cups shredded sharp cheddar cheese", "250 g macaroni"])
        let (db, user, ids) = try await Scenario.setUp([jackFirst])
        try await db.addPantryItems(userID: user, lines: ["200 g cheddar", "500 g macaroni"])
        let plan = try await db.cookingPlan(recipeID: try #require(ids["Mac and Cheese"]), userID: user)
        let cheddar = try #require(plan.uses.first { $0.item.name == "cheddar" })
        #expect(cheddar.standsFor?.lowercased() != "monterey jack cheese", "\(String(describing: cheddar.standsFor))")
        #expect(cheddar.action == .useUp, "2 cups of sharp cheddar use up 200 g")
    }

    /// Shop for the week holds the week's foods against the pantry by the same assignment: the
    /// cheddar goes to the sharp cheddar (only the shortfall is bought) and the Monterey Jack is bought whole.
    @Test func shoppingForTheWeekGivesTheCheddarToTheSharpCheddar() async throws {
        let (db, user, ids) = try await Scenario.setUp([Self.macAndCheese])
        try await db.addPantryItems(userID: user, lines: ["200 g cheddar", "500 g macaroni"])
        let day = MealPlanTests.wednesday
        try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .dinner, recipeID: ids["Mac and Cheese"]), userID: user)
        try await db.shopForWeek(PlanWeek(containing: day), userID: user, now: day)
        let list = try await db.groceryList(userID: user).entries.map(\.item)
        let jack = try #require(list.first { $0.name.lowercased().contains("monterey") }, "\(list.map(\.name))")
        let sharp = try #require(list.first { $0.name.lowercased().contains("sharp cheddar") }, "\(list.map(\.name))")
        let jackGrams = try #require(jack.grams), sharpGrams = try #require(sharp.grams)
        #expect(jackGrams > 100, "one cup of Monterey Jack, all of it: \(jackGrams)")
        #expect(sharpGrams < 100, "two cups of sharp cheddar less the 200 g at home: \(sharpGrams)")
        #expect(!list.contains { $0.name.lowercased().contains("macaroni") })
    }
}
