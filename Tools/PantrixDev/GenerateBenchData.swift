import ArgumentParser
import FoodKit
import Foundation
import GRDB
import PantrixCore
import PantrixDatabase
import PantrixTestSupport

struct GenerateBenchData: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-bench-data",
        abstract: "Fill a database with generated recipes for performance tests only.",
        discussion: """
            Never point this at the database you serve: the recipes are made up from templates. The file is \
            written without a journal and without waiting for the disk (a stopped run leaves it unusable: \
            delete it and start again), and is left in WAL mode like any Pantrix database.
            """
    )

    @Option(help: "SQLite database file to fill (created if missing).")
    var db: String

    @Option(help: "How many recipes to generate.")
    var recipes = 100_000

    @Option(help: "How many made-up people to add around the recipes (pantries, favourites, ratings, lists, cooking history, photos).")
    var people = 0

    @Option(help: "Random seed; the same seed gives the same recipes.")
    var seed: UInt64 = 42

    func validate() throws {
        guard (1...2_000_000).contains(recipes) else { throw ValidationError("--recipes must be between 1 and 2,000,000.") }
        guard (0...100_000).contains(people) else { throw ValidationError("--people must be between 0 and 100,000.") }
    }

    func run() async throws {
        // One connection that keeps up to 1 GB of pages and writes each changed page once per
        // transaction, straight into the file: at a million recipes, the WAL's two copies of every
        // page (and each transaction's fsync) were most of the time.
        try AppDatabase.createFolder(of: db)
        let queue = try DatabaseQueue(path: db, configuration: AppDatabase.makeConfiguration())
        try await queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF")
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.execute(sql: "PRAGMA cache_size = -1048576")
        }
        let database = try AppDatabase(queue)
        try await generate(into: database)
        try await queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
    }

    private func generate(into database: AppDatabase) async throws {
        // Lines repeat across generated recipes, so each is analysed once; the next batch is
        // prepared on another core while this one is written.
        let analyzer = RecipeAnalyzer(remembersLines: true)
        let started = Date()
        let batch = 2_000
        var generator = BenchmarkRecipes.Generator(seed: seed)
        func prepare(_ count: Int) -> Task<[PreparedRecipe], Never> {
            let drafts = generator.next(count)
            return Task.detached { drafts.map { PreparedRecipe($0, analyzer: analyzer) } }
        }
        var written = 0
        var next = prepare(min(batch, recipes))
        while written < recipes {
            let prepared = await next.value
            if written + prepared.count < recipes { next = prepare(min(batch, recipes - written - prepared.count)) }
            try await database.addBenchmarkRecipes(prepared)
            written += prepared.count
            FileHandle.standardError.write(Data("\(written) / \(recipes) recipes\r".utf8))
        }
        print("\nGenerated \(recipes) recipes into \(db) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s.")
        guard people > 0 else { return }
        let peopleStarted = Date()
        let total = people
        let summary = try await database.generateBenchmarkPeople(count: people) { done in
            FileHandle.standardError.write(Data("\(done) / \(total) people\r".utf8))
        }
        print("\nGenerated \(summary.description) in \(String(format: "%.1f", Date().timeIntervalSince(peopleStarted))) s.")
    }
}
