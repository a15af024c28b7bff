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

    @Test(arguments: scripted) func exportWritesNoOtherAddress(_ address: String) throws {
        let recipe = LDRecipe(name: "Toast", ingredients: ["bread"], imageURL: address, sourceURL: address)
        let json = try #require(try JSONSerialization.jsonObject(with: RecipeLDExport.jsonLD(recipe)) as? [String: Any])
        #expect(json["url"] == nil && json["image"] == nil)
        #expect(!RecipeLDExport.scriptTag(recipe).contains(address.prefix(6)))
        let canonical = try #require(try JSONSerialization.jsonObject(with: RecipeLDExport.jsonLD(recipe, url: "https://mine.test/r/1")) as? [String: Any])
        #expect(canonical["url"] as? String == "https://mine.test/r/1")
    }
}
