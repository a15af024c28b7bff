// swift-tools-version:6.1
import Foundation
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

/// The files under Templates/, as paths inside it. The pages' samples (`*+Sample.swift`) sit beside
/// their page but are scaffolding: they go into `TemplateSamples`, never into the app's `Templates`.
/// SwiftPM caches what this manifest evaluates to by its text, not by the files present, so after
/// a file under Templates/ is added, renamed or removed a plain `swift build` may plan with the
/// old list. Build with `--manifest-cache none` (scripts/test does); if a plain build has already
/// planned with the old list, `touch Package.swift` and build with the flag. A new sample planned
/// into `Templates` stops the build: each sample file starts with an `#error` outside
/// `TemplateSamples`.
let templateFiles: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Templates").standardizedFileURL
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects.compactMap { $0 as? URL } ?? []
    return files.map { String($0.standardizedFileURL.path.dropFirst(folder.path.count + 1)) }.filter { $0.hasSuffix(".swift") }.sorted()
}()
let templateSamples = templateFiles.filter { $0.hasSuffix("+Sample.swift") }

let package = Package(
    name: "pantrix",
    platforms: [.macOS(.v15)],  // DishPhotos uses Synchronization.Mutex
    products: [
        .executable(name: "pantrix", targets: ["Pantrix"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/vapor/multipart-kit.git", from: "4.7.1"),
        // Only the benchmarks use it; the MallocInterposer trait gives allocation counts.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        // Fetches recipe pages for "import from a link" (RecipeFetcher).
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        // The PostgreSQL store (several app servers on one database).
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        .executableTarget(
            name: "Pantrix",
            dependencies: [
                "PantrixWeb",
                "PantrixCore",
                "FoodKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PantrixWeb",
            dependencies: [
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                "PantrixCore",
                "FoodKit",
                "DishPhotos",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                "Templates",
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: swiftSettings
        ),
        // The pages' views and their models: typed Swift, compiled and checked (no web, no database).
        .target(
            name: "Templates",
            dependencies: ["PantrixCore", "FoodKit", "RecipeLD"],
            path: "Templates",
            exclude: templateSamples,
            swiftSettings: swiftSettings
        ),
        // A realistic model per page (`PageSamples`), beside each page in Templates/: for the view
        // and snapshot tests and the render benchmarks, never the app.
        .target(
            name: "TemplateSamples",
            dependencies: ["Templates", "PantrixCore", "FoodKit", "RecipeLD"],
            path: "Templates",
            exclude: templateFiles.filter { !templateSamples.contains($0) },
            sources: templateSamples,
            swiftSettings: swiftSettings + [.define("TEMPLATE_SAMPLES")]
        ),
        .target(
            name: "PantrixCore",
            dependencies: [
                "FoodKit",
                "RecipeLD",
                "DishPhotos",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "FoodKit",
            resources: [.copy("Resources")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "RecipeLD",
            swiftSettings: swiftSettings
        ),
        // libmagic (Debian: libmagic-dev).
        .systemLibrary(
            name: "CMagic",
            pkgConfig: "libmagic",
            providers: [.apt(["libmagic-dev"])]
        ),
        // libvips headers and link flags via pkg-config (Debian: libvips-dev).
        .systemLibrary(
            name: "CVipsSystem",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"])]
        ),
        // Non-variadic C wrapper around the few libvips calls DishPhotos needs.
        .target(
            name: "CVips",
            dependencies: ["CVipsSystem"]
        ),
        // Checks and re-encodes uploaded dish photos (libmagic + libvips); no web, no database.
        .target(
            name: "DishPhotos",
            dependencies: ["CMagic", "CVips"],
            swiftSettings: swiftSettings
        ),
        // CPU-time growth ratios for the linear-time tests of the readers of untrusted input.
        .target(
            name: "GrowthTiming",
            path: "Tests/GrowthTiming",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FoodKitTests",
            dependencies: ["FoodKit", "GrowthTiming"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "FoodKitBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "FoodKit"],
            path: "Benchmarks/FoodKitBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RecipeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "PantrixCore",
                "PantrixWeb",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            path: "Benchmarks/RecipeBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A Hummingbird server with one route: scripts/wrk-bench's reference for /healthz.
        .executableTarget(
            name: "BareServer",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Benchmarks/BareServer",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "PantrixWeb", "Templates", "TemplateSamples", "RecipeLD"],
            path: "Benchmarks/RenderBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LeaderboardBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "PantrixCore",
            ],
            path: "Benchmarks/LeaderboardBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PhotoBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "DishPhotos", "CVips"],
            path: "Benchmarks/PhotoBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .testTarget(
            name: "DishPhotosTests",
            dependencies: ["DishPhotos", "CVips"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TemplatesTests",
            dependencies: ["Templates", "TemplateSamples", "PantrixCore", "FoodKit", "RecipeLD"],
            exclude: ["Snapshots"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RecipeLDTests",
            dependencies: ["RecipeLD", "GrowthTiming"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PantrixCoreTests",
            dependencies: ["PantrixCore", "DishPhotos"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PantrixWebTests",
            dependencies: [
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                "PantrixWeb",
                "PantrixCore",
                "FoodKit",
                "Templates",
                "CVips",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
