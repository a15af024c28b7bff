import Testing
import RecipeLD

@Suite struct HTMLPageTests {
    @Test func importsWordPressGraphPage() throws {
        let result = importText(WordPressPage.html, filename: "banana-bread.html")
        #expect(result.problems.isEmpty)
        let recipe = try #require(result.recipes.first)
        #expect(result.recipes.count == 1)
        #expect(recipe.name == "Easy Banana Bread")
        #expect(recipe.description == "Moist & simple banana bread – no mixer needed.")
        #expect(recipe.author == "Jane Baker")
        #expect(recipe.imageURL == "https://cosykitchen.example/wp-content/uploads/2023/04/banana-bread.jpg")
        #expect(recipe.servings == 10)
        #expect(recipe.yieldText == "1 loaf")
        #expect((recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes) == (15, 60, 75))
        #expect(recipe.category == "Breakfast")
        #expect(recipe.cuisine == "British")
        #expect(recipe.tags == ["banana bread", "quick bread"])
        #expect(recipe.datePublished == "2023-04-12T08:30:00+00:00")
        #expect(recipe.sourceURL == nil)
        #expect(recipe.ingredients.count == 8)
        #expect(recipe.ingredients[0] == "3 ripe bananas, mashed")
        #expect(recipe.ingredients[1] == "½ cup melted butter")
        #expect(recipe.ingredients[7] == "1½ cups plain flour")
        #expect(recipe.steps.first == "Preheat the oven to 175°C and butter a 4x8-inch loaf pan.")
        #expect(recipe.steps.last == "Bake for 55–65 minutes, until a skewer comes out clean.")
        #expect(recipe.steps.count == 4)
    }

    @Test(arguments: [
        #"<script type="application/ld+json">"#,
        #"<script type='application/ld+json'>"#,
        #"<script type=application/ld+json>"#,
        #"<SCRIPT TYPE="Application/LD+JSON">"#,
        #"<script id="schema" data-x='a>b' type = "application/ld+json; charset=utf-8" nonce="abc">"#,
        "<script\n  class=\"yoast\"\n  type=\"application/ld+json\"\n>",
    ])
    func findsScriptTagsWrittenInAnyStyle(openTag: String) {
        let page = "<html><head>\(openTag){\"@type\":\"Recipe\",\"name\":\"Toast\",\"recipeIngredient\":[\"bread\"]}</script></head></html>"
        #expect(importText(page).recipes.map(\.name) == ["Toast"])
    }

    @Test func ignoresOtherScriptsAndCommentedOutMarkup() {
        let page = """
        <html><script type="application/json">{"@type":"Recipe","name":"Config","recipeIngredient":["x"]}</script>
        <script>var s = '<script type="application/ld+json">';</script>
        <!-- <script type="application/ld+json">{"@type":"Recipe","name":"Old","recipeIngredient":["x"]}</script> -->
        </html>
        """
        let result = importText(page)
        #expect(result.recipes.isEmpty)
        #expect(messages(result) == ["No schema.org Recipe was found in the page."])
    }

    @Test(arguments: [
        ("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>"), ("/*<![CDATA[*/", "/*]]>*/"),
        ("<!--//<![CDATA[", "//]]>//-->"),
    ])
    func unwrapsCommentAndCDATAWrappers(open: String, close: String) {
        let page = """
        <script type="application/ld+json">
        \(open)
        {"@type":"Recipe","name":"Wrapped","recipeIngredient":["egg"]}
        \(close)
        </script>
        """
        #expect(importText(page).recipes.map(\.name) == ["Wrapped"])
    }

    @Test func brokenBlockIsReportedWithPageLineAndOthersStillImport() {
        let page = """
        <html>
        <head>
        <script type="application/ld+json">{"@type": "Organization", "name": "Site"}</script>
        <script type="application/ld+json">
        {"@type": "Recipe",
         "name": "Broken" "recipeIngredient": []}
        </script>
        <script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeIngredient":["water"]}</script>
        </head>
        """
        let result = importText(page)
        #expect(result.recipes.map(\.name) == ["Soup"])
        #expect(messages(result) == ["Structured data block 2 in the page is not valid JSON (line 6)."])
    }

    @Test func pageWithoutRecipeSaysSo() {
        let page = """
        <!doctype html><html><head><title>About us</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Cosy Kitchen"}</script>
        </head><body><p>Hello</p></body></html>
        """
        #expect(messages(importText(page)) == ["No schema.org Recipe was found in the page."])
        #expect(messages(importText("<html><body>No data here</body></html>")) == [
            "No schema.org Recipe was found in the page.",
        ])
    }

    @Test func sameRecipeInTwoBlocksIsImportedOnce() {
        let block = #"<script type="application/ld+json">{"@type":"Recipe","name":"Dal","recipeIngredient":["lentils"]}</script>"#
        let result = importText("<html>\(block)\n<div></div>\(block)</html>")
        #expect(result.recipes.count == 1)
        #expect(result.problems.isEmpty)
    }
}
