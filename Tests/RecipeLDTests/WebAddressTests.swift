import Foundation
import Testing
import RecipeLD

@Suite struct WebAddressTests {
    static let scripted = ["javascript:alert(1)", "JavaScript:alert(document.cookie)", "data:text/html,<script>x</script>",
                           "vbscript:msgbox(1)", "//evil.test/x.jpg", "/relative/x.jpg", "ftp://files.test/x.jpg"]

    @Test(arguments: scripted) func importKeepsOnlyWebAddresses(_ address: String) throws {
        let quoted = String(decoding: try JSONEncoder().encode(address), as: UTF8.self)
        let recipe = try #require(importRecipeJSON(#""name": "Toast", "recipeIngredient": ["bread"], "url": "# + quoted
            + #", "image": {"@type": "ImageObject", "url": "# + quoted + "}"))
        #expect(recipe.sourceURL == nil)
        #expect(recipe.imageURL == nil)
    }

    @Test func webAddressesAreKept() throws {
        let recipe = try #require(importRecipeJSON(
            #""name": "Toast", "recipeIngredient": ["bread"], "url": "HTTPS://r.test/toast", "image": "http://img.test/t.jpg""#))
        #expect(recipe.sourceURL == "HTTPS://r.test/toast")
        #expect(recipe.imageURL == "http://img.test/t.jpg")
    }

    /// A relative image address is kept apart for the importer to resolve against the page; one
    /// with a scheme that isn't http(s) never is, and resolving never yields anything but http(s).
    @Test func relativeImagesAreResolvedAgainstThePage() throws {
        let json = Data(#"{"@context": "https://schema.org", "@type": "Recipe", "name": "Toast", "recipeIngredient": ["bread"], "image": "/img/t.jpg"}"#.utf8)
        #expect(RecipeLDImport.recipes(from: json, pageURL: "https://r.test/recipes/toast").recipes.first?.imageURL == "https://r.test/img/t.jpg")
        #expect(RecipeLDImport.recipes(from: json).recipes.first?.imageURL == nil, "without the page, no image")
        #expect(WebAddress.resolve("/img/t.jpg", against: "https://r.test/recipes/toast") == "https://r.test/img/t.jpg")
        #expect(WebAddress.resolve("t.jpg", against: "https://r.test/recipes/toast") == "https://r.test/recipes/t.jpg")
        #expect(WebAddress.resolve("//cdn.test/t.jpg", against: "https://r.test/recipes/toast") == "https://cdn.test/t.jpg")
        let scripted = try #require(importRecipeJSON(#""name": "Toast", "recipeIngredient": ["bread"], "image": "javascript:alert(1)""#))
        #expect(scripted.imageURL == nil)
        let absolute = try #require(importRecipeJSON(#""name": "Toast", "recipeIngredient": ["bread"], "image": ["/a.jpg", "http://img.test/t.jpg"]"#))
        #expect(absolute.imageURL == "http://img.test/t.jpg", "an absolute address wins")
    }

    @Test(arguments: scripted) func exportWritesNoOtherAddress(_ address: String) throws {
        let recipe = LDRecipe(name: "Toast", ingredients: ["bread"], imageURL: address, sourceURL: address)
        let json = try #require(try JSONSerialization.jsonObject(with: RecipeLDExport.jsonLD(recipe)) as? [String: Any])
        #expect(json["url"] == nil && json["image"] == nil)
        #expect(!RecipeLDExport.scriptTag(recipe).contains(address.prefix(6)))
        let canonical = try #require(try JSONSerialization.jsonObject(with: RecipeLDExport.jsonLD(recipe, url: "https://mine.test/r/1")) as? [String: Any])
        #expect(canonical["url"] as? String == "https://mine.test/r/1")
    }
}
