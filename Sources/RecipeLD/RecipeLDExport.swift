import Foundation

/// Writes an `LDRecipe` as schema.org `Recipe` JSON-LD, in a form `RecipeLDImport` reads back
/// to an equal value.
public enum RecipeLDExport {
    /// Pretty-printed JSON with sorted keys, so the same recipe always gives the same bytes.
    /// - Parameter url: the recipe's canonical address; `recipe.sourceURL` is used when nil.
    public static func jsonLD(_ recipe: LDRecipe, url: String? = nil) -> Data {
        Data(JSONLDWriter.text(document(for: recipe, url: url), htmlSafe: false).utf8)
    }

    /// The JSON alone on one line, escaped for a script element (`<`, `>`, `&`, U+2028/9 as \u
    /// escapes), for templates that write the element themselves.
    public static func scriptJSON(_ recipe: LDRecipe, url: String? = nil) -> String {
        JSONLDWriter.text(document(for: recipe, url: url), htmlSafe: true, compact: true)
    }

    /// `scriptJSON`'s text as UTF-8, added to `output` (a page's bytes).
    public static func writeScriptJSON(_ recipe: LDRecipe, url: String? = nil, to output: inout [UInt8]) {
        JSONLDWriter.write(document(for: recipe, url: url), htmlSafe: true, compact: true, to: &output)
    }

    static func document(for recipe: LDRecipe, url: String?) -> JSONLDValue {
        var members: [String: JSONLDValue] = [
            "@context": .string("https://schema.org"),
            "@type": .string("Recipe"),
            "name": .string(recipe.name),
            "description": .string(recipe.description),
            "recipeIngredient": .array(recipe.ingredients.map(JSONLDValue.string)),
            "recipeInstructions": .array(recipe.steps.map(howToStep)),
        ]
        members["recipeCategory"] = recipe.category.map(JSONLDValue.string)
        members["recipeCuisine"] = recipe.cuisine.map(JSONLDValue.string)
        members["recipeYield"] = RecipeYield.exportValue(servings: recipe.servings, text: recipe.yieldText)
        members["prepTime"] = recipe.prepMinutes.map(duration)
        members["cookTime"] = recipe.cookMinutes.map(duration)
        members["totalTime"] = recipe.totalMinutes.map(duration)
        members["keywords"] = recipe.tags.isEmpty ? nil : .string(recipe.tags.joined(separator: ", "))
        // Whatever a stored recipe holds, an export names no address but a web one.
        members["image"] = WebAddress.web(recipe.imageURL).map(JSONLDValue.string)
        members["author"] = recipe.author.map { .object(["@type": .string("Person"), "name": .string($0)]) }
        members["url"] = WebAddress.web(url ?? recipe.sourceURL).map(JSONLDValue.string)
        members["datePublished"] = recipe.datePublished.map(JSONLDValue.string)
        return .object(members)
    }

    private static func howToStep(_ text: String) -> JSONLDValue {
        .object(["@type": .string("HowToStep"), "text": .string(text)])
    }

    private static func duration(_ minutes: Int) -> JSONLDValue {
        .string(ISODuration.string(minutes: minutes))
    }
}
