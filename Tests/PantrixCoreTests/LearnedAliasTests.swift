import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

@Suite struct LearnedAliasTests {
    static func draft(_ title: String, _ lines: [String]) -> RecipeDraft {
        RecipeDraft(title: title, category: "dinner", servings: 2, ingredients: lines, steps: ["Cook."])
    }

    static let bread = "18069"

    @Test func aPickIsLearnedAndTheNextRecipeWithThatTextMatchesIt() async throws {
        let db = try AppDatabase.inMemory()
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let ben = try #require(try await db.createUser(username: "ben", email: nil, passwordHash: "x").id)
        let first = try await db.prepare(Self.draft("Flurble toast", ["2 slices zzqx flurble", "1 tbsp butter"]))
        #expect(first.analysis.unmatched == ["2 slices zzqx flurble"])
        let id = try await db.addRecipe(first, origin: .user, authorID: ann)
        let before = try await db.recipeDetail(id: id, viewerID: ann).recipe

        try await db.pickFoods(recipeID: id, authorID: ann, picks: [0: Self.bread])
        let after = try await db.recipeDetail(id: id, viewerID: ann)
        #expect(after.ingredients[0].foodId == Self.bread)
        #expect(after.recipe.unmatchedLines == 0)
        #expect((after.recipe.kcal ?? 0) > (before.kcal ?? 0) + 50, "the bread now counts in the nutrition")
        #expect(!before.vegetarian && after.recipe.vegetarian, "diet tags are claimed once every line is recognised")
        var search = RecipeSearch()
        search.include = ["bread"]
        #expect(try await db.search(search, viewerID: nil).cards.map(\.id) == [id], "search follows the pick")

        let second = try await db.prepare(Self.draft("Ben's sandwich", ["1 slice Zzqx  Flurble, toasted"]))
        #expect(second.analysis.lines[0].match?.food.id == Self.bread, "same text, another amount and spacing")
        #expect(second.analysis.unmatched.isEmpty)
        let imported = try await db.importRecipes(
            from: Data(#"{"@type":"Recipe","name":"Imported","recipeIngredient":["3 slices zzqx flurble"],"recipeInstructions":"Eat."}"#.utf8),
            filename: "r.json", authorID: ben)
        #expect(imported.unmatchedCount == 0, "imports use what was learned too")
        #expect(try await db.learnedAliases().map(\.createdBy) == [ann])
    }

    @Test func aPickNeverOverridesWhatTheMatcherRecognises() async throws {
        let db = try AppDatabase.inMemory()
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let prepared = try await db.prepare(Self.draft("Eggs", ["2 eggs"]), picks: [0: Self.bread])
        try await db.addRecipe(prepared, origin: .user, authorID: ann)
        #expect(try await db.learnedAliases().isEmpty)
        #expect(try await db.prepare(Self.draft("More eggs", ["3 eggs"])).analysis.lines[0].match?.food.id != Self.bread)
    }

    @Test func othersCannotPickFoodsForARecipe() async throws {
        let db = try AppDatabase.inMemory()
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let ben = try #require(try await db.createUser(username: "ben", email: nil, passwordHash: "x").id)
        let id = try await db.addRecipe(try await db.prepare(Self.draft("Flurble", ["zzqx flurble"])), origin: .user, authorID: ann)
        await #expect(throws: RecipeError.notFound) { try await db.pickFoods(recipeID: id, authorID: ben, picks: [0: Self.bread]) }
        #expect(try await db.learnedAliases().isEmpty)
        #expect(try await db.recipeDetail(id: id, viewerID: nil).ingredients[0].foodId == nil)
    }

    @Test func exportThenImportIntoAFreshDatabaseFileTeachesItTheSameFoods() async throws {
        let paths = (0..<2).map { _ in FileManager.default.temporaryDirectory.appendingPathComponent("aliases-\(UUID().uuidString).sqlite").path }
        defer { for path in paths { for s in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + s) } } }
        let source = try AppDatabase.open(path: paths[0])
        let ann = try #require(try await source.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let id = try await source.addRecipe(try await source.prepare(Self.draft("Two", ["zzqx flurble", "1 cup qwvv grain"])), origin: .user, authorID: ann)
        try await source.pickFoods(recipeID: id, authorID: ann, picks: [0: Self.bread, 1: "20044"])
        let exported = LearnedAliasFile.tsv(try await source.learnedAliases())
        #expect(exported.contains("zzqx flurble\t18069\tBread, white"))

        let fresh = try AppDatabase.open(path: paths[1])
        #expect(try await fresh.prepare(Self.draft("Before", ["zzqx flurble"])).analysis.unmatched == ["zzqx flurble"])
        let report = try await fresh.importLearnedAliases(tsv: exported)
        #expect(report.added == 2 && report.skipped.isEmpty)
        #expect(try await fresh.learnedAliases().map { [$0.text, $0.foodId] } == [["qwvv grain", "20044"], ["zzqx flurble", Self.bread]])
        let after = try await fresh.prepare(Self.draft("After", ["4 slices zzqx flurble", "2 cups qwvv grain"]))
        #expect(after.analysis.lines.map { $0.match?.food.id } == [Self.bread, "20044"])
        let again = try await fresh.importLearnedAliases(tsv: exported)
        #expect(again.unchanged == 2 && again.added == 0, "importing twice changes nothing")
    }

    @Test func unknownFoodIdsAreReportedAndNotStored() async throws {
        let db = try AppDatabase.inMemory()
        let file = "# comment\ntext\tfoodId\tfood\nzzqx flurble\t99999999\tMade up\nqwvv grain\t20044\tRice\njust some words\n\t18069\n"
        let report = try await db.importLearnedAliases(tsv: file)
        #expect(report.added == 1)
        #expect(report.skipped.map(\.line) == [3, 5, 6])
        #expect(report.skipped[0].description.contains("unknown food id “99999999”"))
        #expect(try await db.learnedAliases().map(\.text) == ["qwvv grain"])
        #expect(try await db.prepare(Self.draft("Flurble", ["zzqx flurble"])).analysis.unmatched == ["zzqx flurble"])
    }
}
