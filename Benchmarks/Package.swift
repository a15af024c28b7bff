// swift-tools-version:6.1
// The benchmarks, a package of their own so the app never depends on the benchmark library:
// `cd Benchmarks && swift package --disable-sandbox benchmark` (or scripts/benchmark).
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

/// A benchmark executable over some of Pantrix's libraries (package-benchmark finds it by its folder).
func benchmark(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")] + dependencies,
        path: name,
        swiftSettings: swiftSettings,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let pantrix = Target.Dependency.product(name: "PantrixLibraries", package: "pantrix")
let testSupport = Target.Dependency.product(name: "PantrixTestSupport", package: "pantrix")

let package = Package(
    name: "pantrix-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "pantrix", path: ".."),
        // The MallocInterposer trait gives allocation counts.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ],
    targets: [
        benchmark("FoodKitBenchmarks", [pantrix]),
        benchmark("RecipeBenchmarks", [
            pantrix, testSupport,
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
        benchmark("RenderBenchmarks", [pantrix, testSupport]),
        benchmark("LeaderboardBenchmarks", [pantrix, testSupport]),
        benchmark("PhotoBenchmarks", [pantrix]),
    ]
)
