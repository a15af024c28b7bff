import Testing
@testable import FoodKit

@Suite struct MatcherTests {
    static let matcher = FoodMatcher.shared
    /// The same foods without the alias table, to test the ranking on its own.
    static let bare = FoodMatcher(catalogue: FoodCatalogue(foods: FoodCatalogue.shared.foods))

    @Test(arguments: [
        ("scallion", "green onion"), ("spring onions", "green onion"), ("coriander", "cilantro"),
        ("courgette", "zucchini"), ("aubergine", "eggplant"), ("plain flour", "all-purpose flour"),
        ("caster sugar", "superfine sugar"), ("prawns", "shrimp"), ("minced beef", "ground beef"),
    ])
    func regionalNamesShareOneFood(_ names: (String, String)) throws {
        let first = try #require(Self.matcher.match(names.0))
        let second = try #require(Self.matcher.match(names.1))
        #expect(first.food.id == second.food.id)
        #expect(first.ingredientKey == second.ingredientKey)
        #expect(first.source == .alias && first.confidence == 1)
    }

    @Test func aliasesPointAtTheRightFoods() throws {
        #expect(Self.matcher.match("scallion")?.food.id == "11291")      // Onions, spring or scallions, raw
        #expect(Self.matcher.match("coriander")?.food.id == "11165")     // Coriander (cilantro) leaves, raw
        #expect(Self.matcher.match("courgette")?.food.id == "11477")     // Squash, summer, zucchini, raw
        #expect(Self.matcher.match("aubergine")?.food.id == "11209")     // Eggplant, raw
        #expect(Self.matcher.match("plain flour")?.food.id == "20081")   // Wheat flour, white, all-purpose
        #expect(Self.matcher.match("green onion")?.ingredientKey == "green onion")
        // A fat content names the milk: 2% is not whole milk.
        #expect(Self.matcher.match("2% milk")?.food.id == "01079")       // Milk, reduced fat, fluid, 2% milkfat
        #expect(Self.matcher.match("1% milk")?.food.id == "01082")       // Milk, lowfat, fluid, 1% milkfat
        #expect(Self.matcher.match("whole milk")?.food.id == "01077")
    }

    @Test(arguments: ["carrots", "bananas", "pears", "peaches", "spinach", "sweet potatoes", "apple"])
    func prefersRawOverBabyFood(_ name: String) throws {
        let match = try #require(Self.bare.match(name))
        #expect(match.food.group.code != "0300", "\(match.food.description)")
        #expect(match.food.description.lowercased().contains("raw"), "\(match.food.description)")
    }

    @Test(arguments: ["danish pastry", "english muffin", "coleslaw", "chicken nuggets", "croissant"])
    func prefersGenericOverFastFood(_ name: String) throws {
        let match = try #require(Self.bare.match(name))
        #expect(match.food.group.code != "2100", "\(match.food.description)")
    }

    @Test(arguments: ["sour cream", "cheese sauce", "american cheese"])
    func prefersGenericOverBranded(_ name: String) throws {
        let match = try #require(Self.bare.match(name))
        #expect(!FoodScorer.isBranded(match.food.description), "\(match.food.description)")
    }

    @Test(arguments: ["chicken", "beef", "spinach"])
    func prefersRawOverCooked(_ name: String) throws {
        let match = try #require(Self.bare.match(name))
        #expect(match.food.description.lowercased().contains("raw"), "\(match.food.description)")
    }

    @Test(arguments: ["xqzzy blorf", "asdfgh", "qwertyuiop zxcv", "", "   ", "!!!", "🥚🥚"])
    func gibberishIsUnmatched(_ name: String) {
        #expect(Self.matcher.match(name) == nil)
    }

    @Test func parsedLinesUseTheirState() throws {
        // "cooked rice" is not raw rice; a can means the canned food.
        let cooked = try #require(Self.matcher.match(IngredientParser.parse("2 cups cooked rice")))
        #expect(cooked.food.description.lowercased().contains("cooked"))
        let canned = try #require(Self.matcher.match(IngredientParser.parse("1 (15 oz) can black beans, drained")))
        #expect(canned.food.description.lowercased().contains("canned"))
    }

    @Test func headingsAreNotMatched() {
        #expect(Self.matcher.match(IngredientParser.parse("For the sauce:")) == nil)
    }

    @Test func userChoiceByID() throws {
        let chosen = try #require(Self.matcher.match(foodID: "01123"))
        #expect(chosen.source == .userChoice && chosen.confidence == 1 && chosen.ingredientKey == "egg")
        #expect(Self.matcher.match(foodID: "no-such-id") == nil)
    }

    @Test func catalogueSearchCompletesTheLastWord() throws {
        let results = FoodCatalogue.shared.search("chedd", limit: 5)
        #expect(!results.isEmpty)
        #expect(results.contains { $0.description.lowercased().contains("cheddar") })
        #expect(FoodCatalogue.shared.search("", limit: 5).isEmpty)
        #expect(FoodCatalogue.shared.food(id: "01077")?.description == "Milk, whole, 3.25% milkfat")
    }
}
