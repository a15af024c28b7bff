import Testing
import RecipeLD

@Suite struct JSONShapeTests {
    @Test func importsTopLevelRecipeObject() throws {
        let recipe = try #require(importRecipeJSON(#""name": "Toast", "recipeIngredient": ["bread", "butter"]"#))
        #expect(recipe == LDRecipe(name: "Toast", ingredients: ["bread", "butter"]))
    }

    @Test func importsTandoorRecipeListAndNamesTheBrokenEntries() throws {
        let result = importText(AppExports.tandoor, filename: "export.json")
        let pancakes = try #require(result.recipes.first)
        #expect(result.recipes.count == 1)
        #expect(pancakes.name == "Buttermilk Pancakes")
        #expect(pancakes.description == "")
        #expect((pancakes.prepMinutes, pancakes.cookMinutes, pancakes.totalMinutes) == (10, nil, 25))
        #expect((pancakes.servings, pancakes.yieldText) == (4, nil))
        #expect(pancakes.category == nil && pancakes.imageURL == nil)
        #expect(pancakes.ingredients.first == "200.0 g Flour")
        #expect(pancakes.steps.count == 2)
        #expect(messages(result) == [
            "Recipe \"Shopping Notes\" has no ingredients, skipped.",
            "Recipe 3 has no name, skipped.",
        ])
    }

    @Test func importsMealieExportWithoutType() throws {
        let recipe = try #require(importText(AppExports.mealie).recipes.first)
        #expect(recipe.name == "Weeknight Chicken Curry")
        #expect(recipe.description == "A mild, creamy curry for busy evenings.")
        #expect((recipe.servings, recipe.yieldText) == (4, "4 servings"))
        #expect((recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes) == (15, 45, 60))
        #expect(recipe.category == "Dinner")
        #expect(recipe.tags == ["curry", "family favourite"])
        #expect(recipe.imageURL == nil)
        #expect(recipe.sourceURL == "https://www.example-recipes.test/chicken-curry")
        #expect(recipe.ingredients == [
            "1 tablespoon vegetable oil", "2 onions, finely chopped", "600 g chicken thighs", "400 ml coconut milk",
        ])
        #expect(recipe.steps.last == "Pour in the coconut milk and simmer for 30 minutes.")
    }

    @Test func findsRecipesInNestedGraphs() {
        let json = #"""
        {"@context": "https://schema.org", "@graph": [
          {"@type": "WebSite", "name": "Site"},
          {"@graph": [{"@type": "Recipe", "name": "Inner", "recipeIngredient": ["a"]}]},
          {"@type": "Recipe", "name": "Outer", "recipeIngredient": ["b"]}
        ]}
        """#
        #expect(importText(json).recipes.map(\.name) == ["Inner", "Outer"])
    }

    @Test(arguments: [#"["Recipe", "NewsArticle"]"#, #""http://schema.org/Recipe""#, #""schema:Recipe""#, #"["Thing","recipe"]"#])
    func acceptsTypeVariants(type: String) {
        let json = #"{"@type": "# + type + #", "name": "Typed", "recipeIngredient": ["x"]}"#
        #expect(importText(json).recipes.map(\.name) == ["Typed"])
    }

    @Test func findsRecipeUnderMainEntityAndItemLists() {
        let page = #"{"@type": "WebPage", "mainEntity": {"@type": "Recipe", "name": "Main", "recipeIngredient": ["x"]}}"#
        let article = #"{"@type": "Article", "mainEntityOfPage": {"@type": ["Recipe"], "name": "OfPage", "recipeIngredient": ["x"]}}"#
        let list = #"""
        {"@type": "ItemList", "itemListElement": [
          {"@type": "ListItem", "position": 1, "item": {"@type": "Recipe", "name": "First", "recipeIngredient": ["x"]}},
          {"@type": "ListItem", "position": 2, "url": "https://example.test/second"}
        ]}
        """#
        #expect(importText(page).recipes.map(\.name) == ["Main"])
        #expect(importText(article).recipes.map(\.name) == ["OfPage"])
        #expect(importText(list).recipes.map(\.name) == ["First"])
    }

    @Test func invalidJSONReportsLine() {
        let json = "{\n  \"@type\": \"Recipe\",\n  \"name\": \"Oops\",,\n}"
        #expect(messages(importText(json)) == ["The file is not valid JSON (line 3)."])
        #expect(messages(importText("[1, 2")) == ["The file is not valid JSON (line 1)."])
    }

    @Test func fileWithoutRecipeSaysSo() {
        #expect(messages(importText(#"{"@type": "Person", "name": "Ann"}"#)) == ["No schema.org Recipe was found in the file."])
        #expect(messages(importText("[]")) == ["No schema.org Recipe was found in the file."])
        #expect(messages(importText(#"[{"a": 1}, "text", 3]"#)) == ["No schema.org Recipe was found in the file."])
    }

    @Test func listNamesItemsThatAreNotRecipes() {
        let json = #"[{"@type": "Recipe", "name": "Kept", "recipeIngredient": ["x"]}, {"@type": "HowTo", "name": "Knots"}, 42]"#
        let result = importText(json)
        #expect(result.recipes.map(\.name) == ["Kept"])
        #expect(messages(result) == [
            "Item 2 in the file is not a schema.org Recipe, skipped.",
            "Item 3 in the file is not a schema.org Recipe, skipped.",
        ])
    }

    @Test func toleratesNullsWrongTypesAndMissingFields() throws {
        let recipe = try #require(importRecipeJSON(#"""
        "name": 1984, "description": null, "recipeCategory": null, "recipeCuisine": [null, "", "Thai"],
        "recipeYield": null, "prepTime": null, "cookTime": {"@type": "Duration"}, "totalTime": true,
        "recipeIngredient": [null, 2, "  ", {"@type": "PropertyValue"}, "rice"], "recipeInstructions": null,
        "keywords": null, "image": null, "author": null, "url": null, "datePublished": 20240101
        """#))
        #expect(recipe == LDRecipe(
            name: "1984", cuisine: "Thai", ingredients: ["2", "rice"], datePublished: "20240101"
        ))
    }
}
