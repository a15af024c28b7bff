import Foundation
import Testing
import RecipeLD

@Suite struct RoundTripTests {
    static let recipes: [LDRecipe] = [
        ExportTests.curry,
        LDRecipe(name: "Toast", ingredients: ["bread"]),
        LDRecipe(
            name: "Crème brûlée 🍮", description: "日本語の説明。\nעברית וערבית\nZoë’s «favourite»",
            category: "Dessert", cuisine: "Française", servings: 6, yieldText: "6 ramequins",
            prepMinutes: 0, cookMinutes: 40, totalMinutes: 1_560,
            ingredients: ["½ litre de crème", "6 jaunes d’œufs", "🥚 × 2"], steps: ["Chauffer la crème à 80 °C.", "Cuire au bain-marie — 40 min."],
            tags: ["dessert", "français", "ü"], imageURL: "https://img.test/crème.jpg", author: "Zoë Ångström, Ōtani Shōhei"
        ),
        LDRecipe(
            name: #"Grandma's "Famous" Pie \ Slash"#, description: #"She said: "Don't overbake!" \o/"#,
            servings: 10, yieldText: "1 loaf", ingredients: [#"1/2 cup "heavy" cream"#, "a < b", "3 > 2", "<3", "salt & pepper; more"],
            steps: [#"Bake at 350°F "until golden"."#, "1. This is not stripped in a HowToStep"], tags: ["pie's", "c++"],
            sourceURL: "https://r.test/pie?q=a&b=c", datePublished: "2020-01-01"
        ),
        LDRecipe(name: "Dozen", yieldText: "a dozen", ingredients: ["flour"], steps: []),
        LDRecipe(name: "Serves", servings: 4, yieldText: "Serves 4-6", cookMinutes: 59, ingredients: ["x"]),
    ]

    @Test(arguments: recipes)
    func jsonExportImportsBackEqual(recipe: LDRecipe) {
        let result = RecipeLDImport.recipes(from: RecipeLDExport.jsonLD(recipe), filename: "recipe.json")
        #expect(result.recipes == [recipe])
        #expect(result.problems.isEmpty)
    }

    @Test(arguments: recipes)
    func scriptTagImportsBackEqualFromAPage(recipe: LDRecipe) {
        let page = "<!doctype html><html><head>\n\(RecipeLDExport.scriptTag(recipe))\n</head><body></body></html>"
        #expect(importText(page).recipes == [recipe])
    }

    @Test func listOfExportsImportsAllInOrder() throws {
        let objects = Self.recipes.map { String(decoding: RecipeLDExport.jsonLD($0), as: UTF8.self) }
        let result = importText("[" + objects.joined(separator: ",\n") + "]")
        #expect(result.recipes == Self.recipes)
    }

    @Test(arguments: [WordPressPage.html, AppExports.mealie, AppExports.tandoor])
    func importedRecipesSurviveReexport(fixture: String) {
        for recipe in importText(fixture).recipes {
            #expect(RecipeLDImport.recipes(from: RecipeLDExport.jsonLD(recipe)).recipes == [recipe])
        }
    }

    @Test func codableKeepsEveryField() throws {
        let data = try JSONEncoder().encode(Self.recipes)
        #expect(try JSONDecoder().decode([LDRecipe].self, from: data) == Self.recipes)
    }
}

extension LDRecipe: CustomTestStringConvertible {
    public var testDescription: String { name }
}
