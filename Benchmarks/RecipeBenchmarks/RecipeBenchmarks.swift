import Benchmark
import Foundation
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixDatabase
import PantrixTestSupport
import PantrixWeb

/// Search, recipe page and home page against a database of generated recipes (100,000 by default).
/// Make it first with `./scripts/bench-data`; point elsewhere with PANTRIX_BENCH_DB.
let databasePath = ProcessInfo.processInfo.environment["PANTRIX_BENCH_DB"] ?? ".build/bench/recipes-100k.sqlite"

func openDatabase() -> AppDatabase {
    guard FileManager.default.fileExists(atPath: databasePath) else {
        fatalError("No benchmark database at \(databasePath). Run ./scripts/bench-data first.")
    }
    do { return try AppDatabase.open(path: databasePath) } catch { fatalError("Cannot open \(databasePath): \(error)") }
}

/// Recipe ids spread over the whole table, the same on every run: the n-th is a hash of n, so a
/// benchmark whose closure runs once per iteration still reads a different recipe each time.
struct IDSequence {
    let count: Int64
    func id(_ n: Int) -> Int64 {
        let state = (UInt64(n) &+ 0x9E37_79B9) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int64((state >> 33) % UInt64(count)) + 1
    }

    /// The id for one step of the benchmark's current iteration, never the same twice in a run.
    func id(_ benchmark: Benchmark, step: Int) -> Int64 {
        id(benchmark.currentIteration * benchmark.scaledIterations.count + step)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(10),
        maxIterations: 2_000
    )
    let database = openDatabase()

    Benchmark("Search query: common word (chicken)") { benchmark async throws in
        var search = RecipeSearch()
        search.text = "chicken"
        for _ in benchmark.scaledIterations { blackHole(try await database.search(search, viewerID: nil)) }
    }

    Benchmark("Search query: prefix + filters (chick, dinner, <= 45 min, sorted by time)") { benchmark async throws in
        var search = RecipeSearch()
        search.text = "chick"
        search.category = "dinner"
        search.maxMinutes = 45
        search.sort = .time
        for _ in benchmark.scaledIterations { blackHole(try await database.search(search, viewerID: nil)) }
    }

    Benchmark("Search query: filters only (vegetarian, without peanut, by popularity)") { benchmark async throws in
        var search = RecipeSearch()
        search.diets = ["vegetarian"]
        search.exclude = ["peanut"]
        for _ in benchmark.scaledIterations { blackHole(try await database.search(search, viewerID: nil)) }
    }

    // Cook now: a 30-item pantry against every recipe, through the index and through plain SQL.
    let cook = try! awaitResult { try await CookBench.prepare(database) }
    // A first view: kept rankings (a cook coming back) are not what these measure.
    Benchmark("Cook now: index ranking, 30-item pantry") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(database.cookNow.rankAfresh(cook.pantry, query: CookNowQuery())) }
    }
    Benchmark("Cook now: straightforward SQL, 30-item pantry", configuration: .init(maxDuration: .seconds(10), maxIterations: 30)) { benchmark async throws in
        for _ in benchmark.scaledIterations { blackHole(try await database.cookNowBySQL(pantry: cook.pantry, limit: 24)) }
    }
    Benchmark("Cook now: index ranking, 30-item pantry, 1,000,000 recipes", configuration: .init(maxDuration: .seconds(10), maxIterations: 200)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(cook.million.rankAfresh(cook.pantry, query: CookNowQuery())) }
    }
    Benchmark("Page: GET /cook (30-item pantry, with missing lists)") { benchmark async throws in
        for _ in benchmark.scaledIterations { blackHole(try await database.cookNow(userID: cook.userID, query: CookNowQuery())) }
    }

    let config = {
        var config = AppConfiguration()
        config.rootPath = FileManager.default.currentDirectoryPath
        return config
    }()
    let count = (try? awaitResult { try await database.recipeCount() }) ?? 1

    // One app for all page benchmarks, so caches are as warm as on a running server.
    let router = try! awaitResult { Unchecked(try await buildRouter(config: config, database: database)) }.value
    for (name, path) in [("GET /search?q=chicken", "/search?q=chicken"), ("GET / (home)", "/")] {
        Benchmark("Page: \(name)") { benchmark async throws in
            let app = Application(router: router)
            let measured = Unchecked(benchmark)
            try await app.test(.router) { client in
                measured.value.startMeasurement()
                for _ in measured.value.scaledIterations {
                    let response = try await client.execute(uri: path, method: .get)
                    precondition(response.status == .ok)
                }
                measured.value.stopMeasurement()
            }
        }
    }

    // The recipe page's largest single read: rank neighbours by shared ingredients, fetch their cards.
    Benchmark("Related recipes: ranking + cards (random ids)") { benchmark async throws in
        let ids = IDSequence(count: Int64(count))
        for step in benchmark.scaledIterations {
            blackHole(try await database.relatedRecipes(to: ids.id(benchmark, step: step)))
        }
    }

    Benchmark("Page: GET /recipes/{id} (random ids, with related recipes)") { benchmark async throws in
        let app = Application(router: router)
        let measured = Unchecked(benchmark)
        try await app.test(.router) { client in
            let ids = IDSequence(count: Int64(count))
            measured.value.startMeasurement()
            for step in measured.value.scaledIterations {
                let response = try await client.execute(uri: "/recipes/\(ids.id(measured.value, step: step))", method: .get)
                precondition(response.status == .ok)
            }
            measured.value.stopMeasurement()
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

/// The benchmark handle crosses into the test client's closure; it is only used there, in sequence.
struct Unchecked<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// A user with a 30-item pantry in the benchmark database, and a ten-times-larger index.
struct CookBench: Sendable {
    let userID: Int64
    let pantry: PantrySet
    let million: CookNowIndex

    static let items = [
        "chicken breast", "ground beef", "eggs", "onion", "garlic", "carrots", "tomatoes", "spinach", "rice", "spaghetti",
        "potatoes", "cheddar cheese", "butter", "whole milk", "olive oil", "all-purpose flour", "sugar", "lemon",
        "green onions", "soy sauce", "ginger", "cumin", "paprika", "broccoli", "mushrooms", "bell pepper", "yogurt",
        "black beans", "honey", "parsley",
    ]

    static func prepare(_ database: AppDatabase) async throws -> CookBench {
        var user = try await database.user(named: "benchcook")
        if user == nil { user = try await database.createUser(username: "benchcook", email: nil, passwordHash: "-") }
        let id = user!.id!
        try await database.addPantryItems(userID: id, lines: items)
        try await database.ensureCookNowIndex()
        let pantry = try await database.pantrySet(userID: id)
        // The speed-up over the plain query, printed once (the benchmarks below give the spread).
        let clock = ContinuousClock()
        let sql = try await clock.measure { _ = try await database.cookNowBySQL(pantry: pantry, limit: 24) }
        let index = clock.measure { for _ in 0..<20 { _ = database.cookNow.rankAfresh(pantry, query: CookNowQuery()) } } / 20
        print("Cook now, 30-item pantry: index \(index), straightforward SQL \(sql): \(Int(sql / index))x faster")
        return CookBench(userID: id, pantry: try await database.pantrySet(userID: id), million: database.cookNow.repeated(times: 10))
    }
}
