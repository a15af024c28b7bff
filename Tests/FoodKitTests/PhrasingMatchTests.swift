import Testing
@testable import FoodKit

/// What the phrasings of American sites and older cookbooks come to once matched and weighed.
@Suite struct PhrasingMatchTests {
    static let analyzer = RecipeAnalyzer()

    func key(_ line: String) -> String? { Self.analyzer.analyze(line: line).match?.ingredientKey }

    @Test func anAmountAfterTheNameIsWeighed() throws {
        let line = Self.analyzer.analyze(line: "Orange juice, 2 tablespoons")
        #expect(line.match?.ingredientKey == "orange juice")
        let grams = try #require(line.grams.grams)
        #expect(abs(grams - 31) < 1)
    }

    @Test func aWeightInBracketsWeighsTheCountedItem() throws {
        let line = Self.analyzer.analyze(line: "1 bone-in lamb shoulder (about 4 pounds)")
        #expect(line.match?.ingredientKey == "lamb shoulder")
        let grams = try #require(line.grams.grams)
        #expect(abs(grams - 4 * 453.59237) < 1, "the grams come from the 4 lb")
    }

    @Test(arguments: [
        ("flaky or table salt", "salt"), ("2 cups vegetable or chicken stock", "vegetable stock"),
        ("1 cup hot chicken or vegetable stock", "chicken stock"), ("2 tbsp dripping or vegetable oil", "lard"),
        ("300g long-grain or basmati rice", "rice"), ("3 tbsp butter or margarine", "butter"),
    ])
    func alternativesMatchTheFirstFood(_ pair: (String, String)) {
        #expect(key(pair.0) == pair.1)
    }

    @Test(arguments: [
        ("2 tbsp Heinz ketchup", "ketchup"), ("1/4 cup Frank's hot sauce", "hot sauce"), ("1 cup Hellmann's mayonnaise", "mayonnaise"),
        ("1 (14.5 oz) can Hunt's diced tomatoes", "canned tomatoes"), ("2 Knorr chicken stock cubes", "stock cube"),
    ])
    func brandNamesAreIgnored(_ pair: (String, String)) {
        #expect(key(pair.0) == pair.1)
    }

    @Test func aSubRecipeHasNoFoodAndSaysWhere() {
        let line = Self.analyzer.analyze(line: "1 batch pizza dough (see above)")
        #expect(line.parsed.isSubRecipe && line.match == nil)
        #expect(line.warnings == ["made in another part of the recipe"])
        let recipe = Self.analyzer.analyze(lines: ["1 batch pizza dough (see above)", "1 cup grated mozzarella"], servings: 2)
        #expect(recipe.unmatched.isEmpty, "a sub-recipe is not an unrecognised line")
    }

    @Test(arguments: [
        ("2 kg beef bones", nil), ("1 chicken carcass", nil), ("2kg leg of lamb on the bone", "lamb"),
        ("100g manchego cheese", "manchego"), ("1/2 cup pecan nuts", "pecans"), ("250g pasta shells", "pasta"),
    ] as [(String, String?)])
    func namesAroundTheFood(_ pair: (String, String?)) {
        #expect(key(pair.0) == pair.1)
    }
}
