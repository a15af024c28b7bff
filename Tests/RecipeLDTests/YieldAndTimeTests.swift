import Testing
import RecipeLD

@Suite struct YieldAndTimeTests {
    struct YieldCase: Sendable, CustomTestStringConvertible {
        let json: String
        let servings: Int?
        let text: String?
        var testDescription: String { json }
    }

    @Test(arguments: [
        YieldCase(json: "4", servings: 4, text: nil),
        YieldCase(json: #""4""#, servings: 4, text: nil),
        YieldCase(json: #""4 servings""#, servings: 4, text: "4 servings"),
        YieldCase(json: #""Serves 4-6""#, servings: 4, text: "Serves 4-6"),
        YieldCase(json: #"["4", "4 servings"]"#, servings: 4, text: "4 servings"),
        YieldCase(json: #"["12 cookies"]"#, servings: 12, text: "12 cookies"),
        YieldCase(json: #""1 loaf (10 slices)""#, servings: 1, text: "1 loaf (10 slices)"),
        YieldCase(json: #""a dozen""#, servings: nil, text: "a dozen"),
        YieldCase(json: #"{"@type": "QuantitativeValue", "value": 6, "unitText": "portions"}"#, servings: 6, text: nil),
        YieldCase(json: "2.5", servings: 3, text: nil),
        YieldCase(json: #""0""#, servings: nil, text: nil),
        YieldCase(json: "-3", servings: nil, text: nil),
        YieldCase(json: "1e300", servings: nil, text: nil),
        YieldCase(json: "null", servings: nil, text: nil),
    ])
    func readsRecipeYield(_ yield: YieldCase) throws {
        let recipe = try #require(importRecipeJSON(#""name": "Y", "recipeIngredient": ["x"], "recipeYield": "# + yield.json))
        #expect(recipe.servings == yield.servings)
        #expect(recipe.yieldText == yield.text)
    }

    @Test func readsDurationsFromISOTextNumbersAndWords() throws {
        let recipe = try #require(importRecipeJSON(#"""
        "name": "T", "recipeIngredient": ["x"], "prepTime": "15", "cookTime": "1 hour 15 minutes", "totalTime": 100
        """#))
        #expect((recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes) == (15, 75, 100))

        let other = try #require(importRecipeJSON(#"""
        "name": "T", "recipeIngredient": ["x"], "prepTime": "1h30m", "cookTime": "PT0S", "totalTime": "about an hour"
        """#))
        #expect((other.prepMinutes, other.cookMinutes, other.totalMinutes) == (90, 0, nil))
    }

    @Test func invalidDurationsAreDroppedNotGuessed() throws {
        let recipe = try #require(importRecipeJSON(#"""
        "name": "T", "recipeIngredient": ["x"], "prepTime": "P1M", "cookTime": "soon", "totalTime": "-PT5M"
        """#))
        #expect(recipe.prepMinutes == nil)
        #expect(recipe.cookMinutes == nil)
        #expect(recipe.totalMinutes == nil)
    }
}
