import FoodKit
import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase

@Suite struct SeedCatalogueTests {
    @Test func theCatalogueHasARealSpread() throws {
        let drafts = try SeedCatalogue.drafts()
        #expect(drafts.count >= 150)
        let categories = Set(drafts.map(\.category))
        for category in RecipeCategory.allCases { #expect(categories.contains(category.rawValue), "\(category)") }
        #expect(Set(drafts.compactMap(\.cuisine)).count >= 12)
        #expect(drafts.filter { ($0.effectiveTotalMinutes ?? 999) <= 20 }.count >= 15, "quick dishes")
        #expect(drafts.filter { ($0.effectiveTotalMinutes ?? 0) >= 90 }.count >= 10, "weekend dishes")
        #expect(Set(drafts.map { $0.slug ?? $0.title }).count == drafts.count, "no duplicates")
        for draft in drafts {
            #expect(draft.ingredients.count >= 2 && draft.steps.count >= 2, "\(draft.title) has lines and steps")
        }
    }

    @Test func everySeedLineMatchesAFoodAndEveryRecipeHasPlausibleCalories() throws {
        let analyzer = RecipeAnalyzer()
        var unmatched: [String] = []
        var implausible: [String] = []
        for draft in try SeedCatalogue.drafts() {
            let prepared = PreparedRecipe(draft, analyzer: analyzer)
            unmatched += prepared.analysis.lines.filter { !$0.isMatched && !$0.parsed.isHeading }.map { "\(draft.title): \($0.parsed.input)" }
            let kcal = prepared.analysis.perServing.kcal
            if !(20...2000).contains(kcal) { implausible.append("\(draft.title): \(Int(kcal)) kcal") }
        }
        #expect(unmatched.isEmpty, "unmatched seed lines:\n\(unmatched.joined(separator: "\n"))")
        #expect(implausible.isEmpty, "implausible calories per serving:\n\(implausible.joined(separator: "\n"))")
    }

    @Test func seedLoadsOnceAndIsNeverDuplicated() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID().uuidString).sqlite").path
        defer { for s in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file + s) } }
        let count = try SeedCatalogue.drafts().count
        do {
            let db = try AppDatabase.open(path: file)
            #expect(try await db.loadSeedCatalogueIfNeeded() == count)
            #expect(try await db.loadSeedCatalogueIfNeeded() == 0)
            let any = try await db.store.read { try Int64.fetchOne($0, sql: "SELECT id FROM recipe LIMIT 1") }
            try await db.store.write { try $0.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [any]) }
        }
        let reopened = try AppDatabase.open(path: file)
        #expect(try await reopened.loadSeedCatalogueIfNeeded() == 0, "a restart does not load it again, even after deletions")
        #expect(try await reopened.recipeCount() == count - 1)
    }
}
