import Benchmark
import Foundation
import PantrixWeb

/// Every page rendered from its sample model (`PageSamples`) through the real `PageRenderer`:
/// the view layer alone, with no request, database or network. Run from the repository root,
/// where `Templates/` is (or point PANTRIX_TEMPLATES at it).
let templatesPath = ProcessInfo.processInfo.environment["PANTRIX_TEMPLATES"]
    ?? FileManager.default.currentDirectoryPath + "/Templates"

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )
    let renderer: PageRenderer
    do { renderer = try awaitResult { try await PageRenderer(templatesPath: templatesPath) } } catch {
        fatalError("Cannot load the templates at \(templatesPath): \(error)")
    }
    // Built (and each rendered once) before anything is measured: FoodKit's catalogue and the
    // seed catalogue load on first use.
    let samples = PageSamples.all
    for sample in samples {
        do { _ = try sample.render(with: renderer) } catch { fatalError("\(sample.name) does not render: \(error)") }
    }

    for sample in samples {
        Benchmark("Render: \(sample.name)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try sample.render(with: renderer)) }
        }
    }
}

/// Runs async set-up work from the synchronous benchmark registration.
func awaitResult<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try box.result!.get()
}

final class ResultBox<T: Sendable>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
