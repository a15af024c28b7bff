import Testing
@testable import FoodKit

/// US and UK kitchen counts and sizes: size words that are not names, the counting words
/// a cook weighs by (ribs, spears, heads, handfuls, sheets, lengths), and cups of cheese.
@Suite struct KitchenMeasureTests {
    let analyzer = RecipeAnalyzer()

    func grams(_ line: String) -> Double? { analyzer.analyze(line: line).grams.grams }

    func near(_ line: String, _ expected: Double, within tolerance: Double = 0.01) -> Bool {
        grams(line).map { abs($0 - expected) <= tolerance * expected } ?? false
    }

    @Test func sizeWordsAreSizesNotNames() throws {
        let shallots = IngredientParser.parse("2 lg shallots")
        // The size keeps the word as written; it weighs as large.
        #expect(shallots.name == "shallots" && shallots.size == "lg" && shallots.unit == nil)
        #expect(grams("2 lg shallots") == 120, "two large shallots at 1.5 × 40 g")
        let onions = analyzer.analyze(line: "3 medium-size onions")
        #expect(onions.parsed.name == "onions" && onions.match?.ingredientKey == "onion")
        #expect(onions.grams.grams != nil && onions.grams.grams == grams("3 medium onions"))
        #expect(IngredientParser.parse("1 plump garlic clove").name == "garlic")
        #expect(IngredientParser.parse("2 sm zucchini").size == "sm")
        #expect(grams("2 sm zucchini") == grams("2 small zucchini"))
    }

    @Test func countingWordsAreWeighed() throws {
        // USDA's medium celery stalk is 40 g and a medium asparagus spear 16 g.
        #expect(grams("2 celery ribs") == 80)
        #expect(grams("2 ribs celery, chopped") == 80)
        #expect(grams("6 asparagus spears") == 96)
        #expect(grams("2 branches rosemary") == 6)
        #expect(grams("8 bacon slices") == 200)
        #expect(grams("1 head garlic") == 50)
        #expect(grams("1 garlic bulb") == 50)
        #expect(grams("1 sheet gelatine") == 2)
        #expect(grams("3 leaves gelatine") == 6)
        #expect(grams("1 bunch asparagus") == 250)
        #expect(grams("1 punnet strawberries") == 400)
        #expect(grams("1 ciabatta loaf") == 270)
        #expect(grams("12 lamb cutlets") == 840)
    }

    @Test func aHandfulDependsOnWhatIsHeld() {
        #expect(grams("1 handful basil") == 15)
        #expect(grams("2 handfuls spinach") == 60)
        #expect(grams("1 handful pine nuts") == 40)
    }

    @Test func aLengthOfRootOrBarkIsWeighedByTheInch() {
        #expect(near("2 cm ginger", 2 / 2.54 * 12))
        #expect(near("2.5cm/1in piece fresh root ginger, peeled", 2.5 / 2.54 * 12))
        #expect(near("6cm/2½in piece cinnamon stick", 6 / 2.54 * 0.9))
        // A length of something with no weight per inch stays unknown rather than guessed.
        #expect(grams("10 cm cucumber") == nil)
    }

    @Test func cupsOfCheeseWeighAsTheyAreCut() {
        // SR21: a cup of grated parmesan 100 g, of shredded cheddar 113 g, of crumbled feta 150 g.
        #expect(near("1 cup grated parmesan", 236.5882365 * 0.42))
        #expect(near("1/2 cup crumbled goat cheese", 118.29411825 * 0.63))
        #expect(near("1 cup shredded gouda", 236.5882365 * 0.48))
        #expect(near("2 tbsp grated pecorino", 2 * 14.78676478125 * 0.42))
        // Cheddar keeps its own USDA measure.
        #expect(grams("1 cup shredded cheddar") == 113)
    }

    @Test func aStockOfferedAsAChoiceIsStock() throws {
        let line = analyzer.analyze(line: "425ml/15fl oz chicken or beef stock")
        #expect(line.match?.ingredientKey == "chicken stock")
        let stock = try #require(line.grams.grams)
        #expect((400...450).contains(stock))
        #expect(analyzer.analyze(line: "800ml lamb or chicken stock").match?.food.group.code == "0600")
        // Not when the first choice is a food in its own right and the noun makes it worse.
        #expect(analyzer.analyze(line: "2 tbsp dripping or vegetable oil").match?.ingredientKey == "lard")
    }

    @Test func aPacksNumberIsNotPartOfTheFood() throws {
        // Pasta makers number their shapes; "no" then a number is never "no meat".
        let pasta = try #require(FoodMatcher.shared.match(IngredientParser.parse("Spaghetti No. 5")))
        #expect(pasta.ingredientKey == "pasta")
        // The food search a product page offers below the match finds dry spaghetti too, not the canned meal.
        let offered = FoodCatalogue.shared.search("Spaghetti No. 5", limit: 3)
        #expect(offered.first?.description.contains("dry") == true)
        #expect(!offered.contains { $0.description.contains("canned") })
        #expect(FoodMatcher.shared.match(IngredientParser.parse("spaghetti n. 12"))?.ingredientKey == "pasta")
    }
}
