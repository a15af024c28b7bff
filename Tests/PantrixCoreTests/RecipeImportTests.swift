import PantrixTestSupport
import Foundation
import RecipeLD
import Testing
@testable import PantrixCore
import PantrixTestDatabases

@Suite struct RecipeImportTests {
    static let graphPage = """
    <html><head><script type="application/ld+json">
    {"@context":"https://schema.org","@graph":[
      {"@type":"WebPage","@id":"https://example.org/stew/"},
      {"@type":["Recipe"],"name":"Smoky Bean Stew","description":"A &amp; B","recipeYield":["4","4 servings"],
       "prepTime":"PT15M","cookTime":"PT1H30M","recipeCategory":"Main Course","recipeCuisine":"Mexican",
       "keywords":"beans, smoky","recipeIngredient":["2 cans black beans, drained","1 onion, chopped","1 tsp smoked paprika","zzqx flurble"],
       "recipeInstructions":[{"@type":"HowToSection","name":"Base","itemListElement":[{"@type":"HowToStep","text":"Soften the onion."}]},
                             {"@type":"HowToStep","text":"Add the beans and simmer."}]}
    ]}
    </script></head><body></body></html>
    """

    @Test func importsAGraphPageThroughParsingAndMatching() async throws {
        let db = try AppDatabase.inMemory()
        let report = try await db.importRecipes(from: Data(Self.graphPage.utf8), filename: "stew.html", authorID: nil)
        #expect(report.imported.map(\.title) == ["Smoky Bean Stew"])
        #expect(report.lineCount == 4)
        #expect(report.imported.first?.unmatched == ["zzqx flurble"])
        let detail = try await db.recipeDetail(id: try #require(report.imported.first?.id), viewerID: nil)
        #expect(detail.recipe.category == "dinner", "Main Course files under dinner")
        #expect(detail.recipe.servings == 4 && detail.recipe.prepMinutes == 15 && detail.recipe.cookMinutes == 90)
        #expect(detail.recipe.totalMinutes == 105)
        #expect(detail.steps == ["Soften the onion.", "Add the beans and simmer."])
        #expect(detail.ingredients.first?.foodId != nil)
        #expect(detail.recipe.kcal != nil)
    }

    @Test func aPartlyValidFileImportsTheValidRecipesAndListsTheRest() async throws {
        let db = try AppDatabase.inMemory()
        let json = #"[{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread"],"recipeInstructions":"Toast it."},{"@type":"Recipe","recipeIngredient":["1 egg"]}]"#
        let report = try await db.importRecipes(from: Data(json.utf8), filename: "list.json", authorID: nil)
        #expect(report.imported.map(\.title) == ["Toast"])
        #expect(report.problems.count == 1)
        let broken = try await db.importRecipes(from: Data("{\"@type\": ".utf8), filename: "broken.json", authorID: nil)
        #expect(broken.imported.isEmpty && broken.problems.first?.contains("not valid JSON") == true)
        let tooBig = try await db.importRecipes(from: Data(count: RecipeLDImport.maxBytes + 1), filename: "big.json", authorID: nil)
        #expect(tooBig.problems == ["The file is larger than 5 MB."])
    }

    @Test func exportThenImportKeepsEveryField() async throws {
        let db = try AppDatabase.inMemory()
        let draft = RecipeDraft(
            title: "Crème \"Brûlée\" <for> Two", description: "Silky custard.\nCrack the top.", category: "dessert",
            cuisine: "French", servings: 2, prepMinutes: 20, cookMinutes: 40, totalMinutes: 300,
            tags: ["make-ahead", "date-night"], ingredients: ["250 ml heavy cream", "3 egg yolks", "40 g sugar, plus 2 tbsp for the top"],
            steps: ["Heat the cream.", "Whisk into the yolks and sugar.", "Bake in a water bath, chill, then burn the sugar."],
            sourceURL: "https://example.org/creme-brulee")
        let id = try await db.addRecipe(PreparedRecipe(draft), origin: .user)
        let exported = try await db.exportRecipe(id: id, viewerID: nil)
        #expect(exported.filename.hasPrefix("creme-brulee") && exported.filename.hasSuffix(".json"), "\(exported.filename)")
        let report = try await db.importRecipes(from: exported.data, filename: "export.json", authorID: nil)
        let copyID = try #require(report.imported.first?.id)
        let original = try await db.recipeDetail(id: id, viewerID: nil)
        let copy = try await db.recipeDetail(id: copyID, viewerID: nil)
        #expect(copy.recipe.title == original.recipe.title)
        #expect(copy.recipe.description == original.recipe.description)
        #expect(copy.recipe.category == original.recipe.category)
        #expect(copy.recipe.cuisine == original.recipe.cuisine)
        #expect(copy.recipe.servings == original.recipe.servings)
        #expect(copy.recipe.prepMinutes == 20 && copy.recipe.cookMinutes == 40 && copy.recipe.totalMinutes == 300)
        #expect(copy.recipe.sourceURL == original.recipe.sourceURL)
        #expect(copy.ingredients.map(\.text) == original.ingredients.map(\.text))
        #expect(copy.steps == original.steps)
        #expect(copy.tags == original.tags)
        #expect(copy.recipe.kcal == original.recipe.kcal)
    }

    @Test(arguments: [("Main Course", "dinner"), ("Dessert", "dessert"), ("Appetizer", "snack"), ("Beverages", "drink"),
                      ("Breakfast", "breakfast"), ("Side Dish", "side"), ("Bread", "baking"), ("", "dinner"), ("soup", "soup")])
    func websiteCategoriesMapOntoPantrixCategories(_ pair: (String, String)) {
        #expect(RecipeCategory.closest(to: pair.0).rawValue == pair.1)
    }
}
