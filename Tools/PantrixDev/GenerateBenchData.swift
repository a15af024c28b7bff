import ArgumentParser
import FoodKit
import Foundation
import PantrixCore
import PantrixDatabase
import PantrixTestSupport

struct GenerateBenchData: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-bench-data",
        abstract: "Fill a database with generated recipes for performance tests only.",
        discussion: "Never point this at the database you serve: the recipes are made up from templates."
    )

    @Option(help: "SQLite database file to fill (created if missing).")
    var db: String

    @Option(help: "How many recipes to generate.")
    var recipes = 100_000

    @Option(help: "Random seed; the same seed gives the same recipes.")
    var seed: UInt64 = 42

    func validate() throws {
        guard (1...2_000_000).contains(recipes) else { throw ValidationError("--recipes must be between 1 and 2,000,000.") }
    }

    func run() async throws {
        let database = try AppDatabase.open(path: db)
        let analyzer = RecipeAnalyzer()
        let started = Date()
        let drafts = BenchmarkRecipes.generate(count: recipes, seed: seed)
        let batch = 2_000
        for start in stride(from: 0, to: drafts.count, by: batch) {
            let slice = drafts[start..<min(start + batch, drafts.count)]
            try await database.addBenchmarkRecipes(slice.map { PreparedRecipe($0, analyzer: analyzer) })
            FileHandle.standardError.write(Data("\(min(start + batch, drafts.count)) / \(drafts.count) recipes\r".utf8))
        }
        print("\nGenerated \(drafts.count) recipes into \(db) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s.")
    }
}
