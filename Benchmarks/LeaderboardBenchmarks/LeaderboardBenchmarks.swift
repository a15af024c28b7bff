import Benchmark
import Foundation
import PantrixCore
import PantrixDatabase
import PantrixTestSupport

/// The leaderboard with 100,000 cooks (PANTRIX_BENCH_COOKS to change): top 50 plus the
/// viewer's own rank, for a viewer near the bottom (the most counting) and one in the top.
let cookCount = ProcessInfo.processInfo.environment["PANTRIX_BENCH_COOKS"].flatMap(Int.init) ?? 100_000

func makeDatabase() -> AppDatabase {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-leaderboard-\(getpid()).sqlite").path
    do {
        let database = try AppDatabase.open(path: path)
        let started = Date()
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            do { try await database.generateBenchmarkCooks(count: cookCount) } catch { fatalError("\(error)") }
            semaphore.signal()
        }
        semaphore.wait()
        print("Generated \(cookCount) cooks in \(String(format: "%.1f", Date().timeIntervalSince(started))) s at \(path)")
        return database
    } catch {
        fatalError("Cannot create \(path): \(error)")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(10),
        maxIterations: 2_000
    )
    let database = makeDatabase()
    let lastUser = Int64(cookCount)

    for period in PointsPeriod.allCases {
        Benchmark("Leaderboard: \(period.label.lowercased()), top 50 + own rank (viewer far down)") { benchmark async throws in
            for _ in benchmark.scaledIterations {
                blackHole(try await database.leaderboard(period, limit: 50, viewerID: lastUser))
            }
        }
    }

    Benchmark("Leaderboard: all time, top 50, signed out") { benchmark async throws in
        for _ in benchmark.scaledIterations { blackHole(try await database.leaderboard(.allTime, limit: 50)) }
    }
}
