import Foundation
import Testing
import RecipeLD

@Suite struct ExportTests {
    static let curry = LDRecipe(
        name: "Weeknight Curry", description: "Mild.", category: "Dinner", cuisine: "Indian",
        servings: 4, yieldText: "4 servings", prepMinutes: 15, cookMinutes: 90, totalMinutes: 105,
        ingredients: ["1 onion", "400 ml coconut milk"], steps: ["Fry the onion.", "Simmer."],
        tags: ["curry", "quick"], imageURL: "https://img.test/curry.jpg", author: "Ann",
        sourceURL: "https://recipes.test/curry", datePublished: "2024-02-11"
    )

    private func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func writesSchemaOrgShape() throws {
        let json = try object(RecipeLDExport.jsonLD(Self.curry, url: nil))
        #expect(json["@context"] as? String == "https://schema.org")
        #expect(json["@type"] as? String == "Recipe")
        #expect(json["prepTime"] as? String == "PT15M")
        #expect(json["cookTime"] as? String == "PT1H30M")
        #expect(json["totalTime"] as? String == "PT1H45M")
        #expect(json["recipeYield"] as? String == "4 servings")
        #expect(json["keywords"] as? String == "curry, quick")
        #expect(json["recipeCategory"] as? String == "Dinner")
        #expect(json["url"] as? String == "https://recipes.test/curry")
        #expect((json["author"] as? [String: String]) == ["@type": "Person", "name": "Ann"])
        let steps = try #require(json["recipeInstructions"] as? [[String: String]])
        #expect(steps == [["@type": "HowToStep", "text": "Fry the onion."], ["@type": "HowToStep", "text": "Simmer."]])
    }

    @Test func isPrettySortedAndStable() throws {
        let data = RecipeLDExport.jsonLD(Self.curry, url: nil)
        #expect(data == RecipeLDExport.jsonLD(Self.curry, url: nil))
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.hasPrefix("{\n  \"@context\": \"https://schema.org\",\n  \"@type\": \"Recipe\",\n  \"author\": {"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
        #expect(!text.contains("\\/"))
    }

    /// A page embeds the same document on one line, keys in the same order.
    @Test func aPageEmbedsItOnOneLine() throws {
        let script = RecipeLDExport.scriptJSON(Self.curry)
        #expect(!script.contains("\n") && script.hasPrefix("{\"@context\":\"https://schema.org\",\"@type\":\"Recipe\",\"author\":{"))
        #expect(script.contains("\"recipeIngredient\":[\"1 onion\",\"400 ml coconut milk\"],"))
        let pageJSON = try object(Data(script.utf8)) as NSDictionary
        #expect(pageJSON == (try object(RecipeLDExport.jsonLD(Self.curry, url: nil)) as NSDictionary))
    }

    @Test func urlArgumentWinsAndEmptyFieldsAreLeftOut() throws {
        let minimal = LDRecipe(name: "Toast", ingredients: ["bread"])
        let json = try object(RecipeLDExport.jsonLD(minimal, url: "https://mine.test/toast"))
        #expect(json["url"] as? String == "https://mine.test/toast")
        #expect(Set(json.keys) == ["@context", "@type", "name", "description", "recipeIngredient", "recipeInstructions", "url"])
    }

    @Test func choosesARecipeYieldThatReadsBack() throws {
        func yield(_ servings: Int?, _ text: String?) throws -> Any? {
            var recipe = LDRecipe(name: "Y", ingredients: ["x"])
            (recipe.servings, recipe.yieldText) = (servings, text)
            return try object(RecipeLDExport.jsonLD(recipe, url: nil))["recipeYield"]
        }
        #expect(try yield(4, nil) as? String == "4")
        #expect(try yield(4, "Serves 4-6") as? String == "Serves 4-6")
        #expect(try yield(10, "1 loaf") as? [String] == ["10", "1 loaf"])
        #expect(try yield(nil, "a dozen") as? String == "a dozen")
        #expect(try yield(nil, nil) == nil)
    }
}
