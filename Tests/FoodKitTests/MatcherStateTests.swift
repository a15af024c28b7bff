import Testing
@testable import FoodKit

/// States and packing that change which food a line means.
@Suite struct MatcherStateTests {
    static let matcher = FoodMatcher.shared

    func food(_ line: String) -> String? { Self.matcher.match(IngredientParser.parse(line))?.food.description }

    @Test func cookedMeansCooked() {
        #expect(food("3 cups cooked long-grain white rice, hot") == "Rice, white, long-grain, regular, cooked")
        #expect(food("2 cups cooked lentils")?.contains("cooked") == true)
        #expect(food("2 cups shredded cooked chicken") == "Chicken, broilers or fryers, meat only, roasted")
    }

    @Test func driedPulsesAreRawSeedsNotCanned() {
        #expect(food("1 1/2 cups dried chickpeas, soaked overnight") == "Chickpeas (garbanzo beans, bengal gram), mature seeds, raw")
        #expect(food("250 g dried lentils") == "Lentils, raw")
        #expect(food("1 tsp dried mint") == "Spearmint, dried")
    }

    @Test func tinnedIsCanned() {
        #expect(food("175 g tinned sweetcorn, drained")?.contains("canned") == true)
        #expect(food("110 g tinned apricots, drained")?.contains("canned") == true)
    }

    @Test func thePackingMediumPicksTheProduct() {
        #expect(food("2 (160 g) cans tuna packed in oil, drained") == "Fish, tuna, light, canned in oil, drained solids")
        #expect(food("1 can tuna, drained") == "Fish, tuna, light, canned in water, drained solids")
    }

    @Test func negatedWordsDoNotMatch() {
        // "Milk, imitation, non-soy" is not soy milk.
        #expect(Self.bare.match("soy milk")?.food.description.contains("non") != true)
    }

    @Test func dryLeavesAndGroundsAreNotBrewed() {
        #expect(food("2 tbsp loose black tea") == "Tea, instant, unsweetened, powder")
        #expect(food("1/3 cup dark-roast ground coffee") == "Coffee, instant, regular, powder")
        #expect(food("1 cup brewed coffee")?.contains("brewed") == true)
    }

    @Test func offalIsNotTheMeat() {
        #expect(Self.bare.match("cooked chicken")?.food.description.contains("gizzard") != true)
    }

    static let bare = FoodMatcher(catalogue: FoodCatalogue(foods: FoodCatalogue.shared.foods))
}
