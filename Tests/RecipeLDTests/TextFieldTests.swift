import Testing
import RecipeLD

@Suite struct TextFieldTests {
    @Test func cleansIngredientsAndFallsBackToLegacyProperty() throws {
        let recipe = try #require(importRecipeJSON(#"""
        "name": "Cake", "recipeIngredient": [],
        "ingredients": ["  2 <b>cups</b>\n flour ", "", "1 egg &amp; 1 yolk", "<span></span>", "&frac12;&nbsp;tsp salt"]
        """#))
        #expect(recipe.ingredients == ["2 cups flour", "1 egg & 1 yolk", "½ tsp salt"])
    }

    @Test func splitsIngredientsGivenAsOneString() throws {
        let recipe = try #require(importRecipeJSON(#""name": "Tea", "recipeIngredient": "1 tea bag\n250 ml water<br>milk""#))
        #expect(recipe.ingredients == ["1 tea bag", "250 ml water", "milk"])
    }

    @Test func readsKeywordsFromStringOrArray() throws {
        let fromString = try #require(importRecipeJSON(#""name": "K", "recipeIngredient": ["x"], "keywords": " Vegan, quick ,, VEGAN, one-pot""#))
        #expect(fromString.tags == ["vegan", "quick", "one-pot"])
        let fromArray = try #require(importRecipeJSON(#""name": "K", "recipeIngredient": ["x"], "keywords": ["Summer", "bbq, Grill", "summer"]"#))
        #expect(fromArray.tags == ["summer", "bbq", "grill"])
    }

    @Test func takesFirstCategoryAndCuisine() throws {
        let recipe = try #require(importRecipeJSON(#"""
        "name": "C", "recipeIngredient": ["x"], "recipeCategory": ["", "Dessert", "Snack"], "recipeCuisine": "Italian"
        """#))
        #expect(recipe.category == "Dessert")
        #expect(recipe.cuisine == "Italian")
    }

    @Test(arguments: [
        (#""https://img.test/a.jpg""#, "https://img.test/a.jpg"),
        (#"["https://img.test/1x1.jpg", "https://img.test/4x3.jpg"]"#, "https://img.test/1x1.jpg"),
        (#"{"@type": "ImageObject", "url": "https://img.test/o.jpg", "width": 800}"#, "https://img.test/o.jpg"),
        (#"[{"@type": "ImageObject", "contentUrl": "https://img.test/c.jpg"}]"#, "https://img.test/c.jpg"),
        (#""Xk3v""#, nil),
        (##"{"@id": "#unknown"}"##, nil),
    ])
    func readsImageVariants(json: String, expected: String?) throws {
        let recipe = try #require(importRecipeJSON(#""name": "I", "recipeIngredient": ["x"], "image": "# + json))
        #expect(recipe.imageURL == expected)
    }

    @Test(arguments: [
        (#""Ann Smith""#, "Ann Smith"),
        (#"{"@type": "Person", "name": "Ann Smith", "url": "https://a.test"}"#, "Ann Smith"),
        (#"[{"@type": "Person", "name": "Ann"}, {"@type": "Person", "name": "Bo"}, {"@type": "Person", "name": "Ann"}]"#, "Ann, Bo"),
        (#"{"@type": "Organization", "name": "Test Kitchen &amp; Co"}"#, "Test Kitchen & Co"),
        (#"{"@type": "Person"}"#, nil),
    ])
    func readsAuthorVariants(json: String, expected: String?) throws {
        let recipe = try #require(importRecipeJSON(#""name": "A", "recipeIngredient": ["x"], "author": "# + json))
        #expect(recipe.author == expected)
    }

    @Test func keepsParagraphsInDescriptionAndPrefersNameOverHeadline() throws {
        let recipe = try #require(importRecipeJSON(#"""
        "name": "  <em>Pesto</em>   Pasta ", "headline": "Ignored", "recipeIngredient": ["x"],
        "description": "<p>Fresh &amp; green.</p><p>Ready   in 15 minutes.</p>", "url": "https://p.test/?a=1&amp;b=2"
        """#))
        #expect(recipe.name == "Pesto Pasta")
        #expect(recipe.description == "Fresh & green.\nReady in 15 minutes.")
        #expect(recipe.sourceURL == "https://p.test/?a=1&b=2")
    }
}
