import Testing
@testable import FoodKit

/// The families table, one rule per test, checked from what a cook types on each side.
@Suite struct FoodFamiliesTests {
    static let families = FoodFamilies.shared

    /// How a pantry item typed as `pantry` covers a recipe line naming `recipe`.
    static func cover(_ pantry: String, _ recipe: String) throws -> FoodFamilies.Cover? {
        let have = try #require(FoodMatcher.shared.match(IngredientParser.parse(pantry)), "no food for \(pantry)")
        let need = try #require(FoodMatcher.shared.match(IngredientParser.parse(recipe)), "no food for \(recipe)")
        return families.cover(pantry: have.ingredientKey, recipe: need.ingredientKey)
    }

    @Test func everyKeyInTheTableIsOneTheMatcherGivesOut() {
        let unknown = Self.families.keys.filter { FoodCatalogue.shared.aliases.byCanonical[$0] == nil }
        #expect(unknown.isEmpty, "families.tsv names keys no alias line has: \(unknown.sorted())")
    }

    @Test(arguments: [
        ("butter", "unsalted butter"), ("unsalted butter", "salted butter"), ("6 eggs", "6 large eggs"),
        ("eggs", "2 medium eggs"), ("onion", "1 yellow onion"), ("white onion", "brown onion"),
        ("plain flour", "2 cups all-purpose flour"), ("granulated sugar", "caster sugar"), ("white sugar", "sugar"),
        ("vegetable oil", "canola oil"), ("sunflower oil", "2 tbsp vegetable oil"), ("chicken broth", "chicken stock"),
    ])
    func theSameFoodNeedsNoWord(_ pair: (String, String)) throws {
        #expect(try Self.cover(pair.0, pair.1) == .same)
    }

    @Test(arguments: [
        ("milk", "skim milk"), ("whole milk", "1 cup 2% milk"), ("1% milk", "whole milk"), ("whole milk", "semi-skimmed milk"), ("skim milk", "1 cup whole milk"), ("red onion", "onion"),
        ("onion", "1 red onion"), ("cheddar", "monterey jack"), ("sour cream", "crème fraîche"), ("chocolate chips", "dark chocolate"),
        ("tamari", "soy sauce"),
    ])
    func aVarietyCoversWithANote(_ pair: (String, String)) throws {
        #expect(try Self.cover(pair.0, pair.1) == .substitute)
    }

    @Test func sharpCheddarIsCheddar() throws {
        #expect(try Self.cover("cheddar", "sharp cheddar") == .same)
    }

    @Test(arguments: [
        ("eggs", "2 egg yolks"), ("eggs", "3 egg whites"), ("lemons", "2 tbsp lemon juice"), ("lime", "zest of 1 lime"),
        ("rice", "2 cups cooked rice"), ("whole chicken", "4 chicken thighs"), ("bread", "1 cup breadcrumbs"),
        ("heavy cream", "single cream"), ("stock cubes", "500 ml vegetable stock"),
    ])
    func theGeneralFoodCoversWhatTheCookMakesOfIt(_ pair: (String, String)) throws {
        #expect(try Self.cover(pair.0, pair.1) == .substitute)
        // …and never the other way round.
        #expect(try Self.cover(pair.1, pair.0) == nil)
    }

    @Test(arguments: [
        ("tomatoes", "1 can chopped tomatoes"), ("canned tomatoes", "4 ripe tomatoes"), ("baking soda", "1 tsp baking powder"),
        ("baking powder", "baking soda"), ("potatoes", "2 sweet potatoes"), ("sweet potato", "potatoes"), ("egg yolks", "2 eggs"),
        ("eggs", "1 eggplant"), ("fresh coriander", "ground coriander"), ("self-raising flour", "plain flour"),
        ("brown sugar", "sugar"), ("light cream", "heavy cream"), ("garlic powder", "2 garlic cloves"), ("peanut butter", "peanuts"),
    ])
    func closeNamesThatAreNotTheSameFood(_ pair: (String, String)) throws {
        #expect(try Self.cover(pair.0, pair.1) == nil)
    }

    @Test func theNotLinesHoldForTheTableItself() {
        for (a, b) in Self.families.distinct {
            #expect(Self.families.cover(pantry: a, recipe: b) == nil, "\(a) must not cover \(b)")
        }
    }

    @Test func regionalNamesShareAKeySoCoriandersMeetCilantro() throws {
        #expect(try Self.cover("fresh coriander", "cilantro") == .same)
    }

    @Test func withEggsMeansEggsNotEggplant() throws {
        let keys = try #require(Self.families.withKeys(forWord: "eggs"))
        #expect(keys.contains("egg") && keys.contains("egg yolk"))
        #expect(!keys.contains("eggplant"))
        #expect(!keys.contains("mayonnaise"), "a search for eggs wants eggs, not every dish with mayonnaise")
    }

    @Test func withoutPeanutsLeavesOutPeanutButter() throws {
        let keys = try #require(Self.families.withoutKeys(forWord: "peanuts"))
        #expect(keys.isSuperset(of: ["peanuts", "peanut butter", "peanut oil"]))
        let eggs = try #require(Self.families.withoutKeys(forWord: "eggs"))
        #expect(eggs.contains("mayonnaise"))
    }

    @Test func withoutNutsLeavesOutEveryNut() throws {
        let keys = try #require(Self.families.withoutKeys(forWord: "nuts"))
        #expect(keys.isSuperset(of: ["almonds", "walnuts", "pecans", "cashews", "hazelnuts", "nutella", "peanut butter"]))
        #expect(!keys.contains("coconut") && !keys.contains("nutmeg"))
        let tree = try #require(Self.families.withoutKeys(forWord: "tree nuts"))
        #expect(!tree.contains("peanuts"))
    }

    @Test func aWordNoFoodKnowsNamesNothing() {
        #expect(Self.families.withKeys(forWord: "zzqx") == nil)
    }
}
