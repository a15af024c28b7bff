import ArgumentParser
import Foundation
import PantrixCore

/// The related-recipes ranking alone, over a database's whole cook-now index: what a recipe page
/// spends on it, without the page's reads and rendering around it.
struct BenchRelated: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-related",
        abstract: "Time the related-recipes ranking for random recipes of a database."
    )

    @Option(help: "SQLite database file (e.g. one made by generate-bench-data).")
    var db: String

    @Option(help: "How many random recipes to rank for.")
    var samples = 2_000

    func run() async throws {
        let database = try AppDatabase.open(path: db)
        let loadStarted = ContinuousClock.now
        try await database.ensureCookNowIndex()
        print("Index loaded in \(loadStarted.duration(to: .now)).")
        guard let snapshot = database.cookNow.snapshot, !snapshot.entries.isEmpty else {
            throw ValidationError("The database has no recipes.")
        }
        var random = SystemRandomNumberGenerator()
        let ids = (0..<samples).map { _ in snapshot.entries[Int.random(in: 0..<snapshot.entries.count, using: &random)].id }
        var micros: [Double] = []
        micros.reserveCapacity(ids.count)
        var found = 0
        for id in ids {
            let started = ContinuousClock.now
            found += try await database.relatedRecipeIDs(to: id).count
            let elapsed = started.duration(to: .now).components
            micros.append(Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12)
        }
        micros.sort()
        func at(_ share: Double) -> String { String(format: "%.0f µs", micros[min(micros.count - 1, Int(Double(micros.count) * share))]) }
        let mean = micros.reduce(0, +) / Double(micros.count)
        print("\(snapshot.entries.count) recipes, \(ids.count) rankings (\(found) related found): p50 \(at(0.5)), p90 \(at(0.9)), p99 \(at(0.99)), mean \(String(format: "%.0f µs", mean)).")
    }
}
