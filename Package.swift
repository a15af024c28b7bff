// swift-tools-version:6.1
import Foundation
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

/// The pages' samples (`*+Sample.swift`), beside their page in Templates/ but scaffolding: they go
/// into `TemplateSamples`, never into the app's `Templates`. Listed here by hand, because SwiftPM
/// re-reads this manifest when its text changes, not when files appear: a sample missing from the
/// list compiles into `Templates`, where its `#error` stops the build and says to add it here.
let templateSamples = [
    "Layout/LayoutModel+Sample.swift",
    "Layout/Page+Sample.swift",
    "Pages/Account/APITokensPage+Sample.swift",
    "Pages/Account/ConfirmEmailPage+Sample.swift",
    "Pages/Account/ForgotPasswordPage+Sample.swift",
    "Pages/Account/LinkNotValidPage+Sample.swift",
    "Pages/Account/LoginPage+Sample.swift",
    "Pages/Account/RegisterPage+Sample.swift",
    "Pages/Account/ResetPasswordPage+Sample.swift",
    "Pages/Account/SettingsPage+Sample.swift",
    "Pages/Admin/AdminAuditPage+Sample.swift",
    "Pages/Admin/AdminHomePage+Sample.swift",
    "Pages/Admin/AdminPeoplePage+Sample.swift",
    "Pages/Admin/AdminPersonPage+Sample.swift",
    "Pages/Admin/AdminSettingsPage+Sample.swift",
    "Pages/Admin/CookingLogPage+Sample.swift",
    "Pages/Admin/InvitesPage+Sample.swift",
    "Pages/Admin/ReportQueuePage+Sample.swift",
    "Pages/Admin/ResetLinkMadePage+Sample.swift",
    "Pages/CookMode/CookModePage+Sample.swift",
    "Pages/CookNow/CookNowPage+Sample.swift",
    "Pages/Cooked/CookedConfirmPage+Sample.swift",
    "Pages/Error/ErrorPage+Sample.swift",
    "Pages/Favourites/FavouritesPage+Sample.swift",
    "Pages/Foods/FoodPage+Sample.swift",
    "Pages/Foods/FoodsPage+Sample.swift",
    "Pages/Groceries/GroceriesPage+Sample.swift",
    "Pages/Home/HomePage+Sample.swift",
    "Pages/Household/HouseholdInvitationPage+Sample.swift",
    "Pages/Household/HouseholdJoinPage+Sample.swift",
    "Pages/Household/HouseholdPage+Sample.swift",
    "Pages/Import/ImportPage+Sample.swift",
    "Pages/Lists/ListPage+Sample.swift",
    "Pages/Lists/ListsPage+Sample.swift",
    "Pages/Nutrition/NutritionPage+Sample.swift",
    "Pages/Pantry/PantryPage+Sample.swift",
    "Pages/People/FollowingPage+Sample.swift",
    "Pages/People/ProfilePage+Sample.swift",
    "Pages/Plan/PlanAddPage+Sample.swift",
    "Pages/Plan/PlanPage+Sample.swift",
    "Pages/Points/LeaderboardPage+Sample.swift",
    "Pages/Points/PointsPage+Sample.swift",
    "Pages/Products/ProductNewPage+Sample.swift",
    "Pages/Products/ProductPage+Sample.swift",
    "Pages/Recipe/RecipePage+Sample.swift",
    "Pages/RecipeEditor/DeleteRecipePage+Sample.swift",
    "Pages/RecipeEditor/FoodPickPage+Sample.swift",
    "Pages/RecipeEditor/RecipeFormPage+Sample.swift",
    "Pages/Report/ReportFormPage+Sample.swift",
    "Pages/Search/SearchPage+Sample.swift",
    "Pages/Shops/ShopsPage+Sample.swift",
    "Pages/Taste/TastePage+Sample.swift",
]

/// Every other Swift file under Templates/ (for `TemplateSamples`, which builds the samples only);
/// a list that is out of date here gives at most SwiftPM's warning about an unhandled file.
let templateFiles: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Templates").standardizedFileURL
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects.compactMap { $0 as? URL } ?? []
    return files.map { String($0.standardizedFileURL.path.dropFirst(folder.path.count + 1)) }.filter { $0.hasSuffix(".swift") }.sorted()
}()

let package = Package(
    name: "pantrix",
    platforms: [.macOS(.v15)],  // DishPhotos uses Synchronization.Mutex
    products: [
        .executable(name: "pantrix", targets: ["Pantrix"]),
        .executable(name: "pantrix-dev", targets: ["PantrixDev"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/vapor/multipart-kit.git", from: "4.7.1"),
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
                "PantrixDatabase",
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
                "PantrixDatabase",
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
            dependencies: ["Templates", "PantrixCore", "PantrixTestSupport", "FoodKit", "RecipeLD"],
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
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: swiftSettings
        ),
        // The drivers under the domain: SQLite through GRDB (with its migrations), PostgreSQL
        // through PostgresNIO (with its schema), opening a database, copies, backups and the doctor.
        .target(
            name: "PantrixDatabase",
            dependencies: [
                "PantrixCore",
                "DishPhotos",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
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
        // Non-variadic C wrapper around the few libvips calls DishPhotos needs. It opens libvips
        // (Debian: libvips-dev for the headers, libvips42 at run time) with dlopen on the first
        // photo instead of linking it, so it needs glib's header folders only (Debian's
        // multiarch paths; a folder that isn't there is skipped).
        .target(
            name: "CVips",
            cSettings: [
                .unsafeFlags([
                    "-I/usr/include/glib-2.0",
                    "-I/usr/lib/x86_64-linux-gnu/glib-2.0/include",
                    "-I/usr/lib/aarch64-linux-gnu/glib-2.0/include",
                ]),
            ]
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
            path: "Tests/Support/GrowthTiming",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FoodKitTests",
            dependencies: ["FoodKit", "FoodKitEvaluation", "GrowthTiming"],
            swiftSettings: swiftSettings
        ),
        // Test support: sample records, generated benchmark data and the SQL reference for cook now
        // (no drivers: the pages' samples use it). Never linked into the app.
        .target(
            name: "PantrixTestSupport",
            dependencies: ["PantrixCore", "FoodKit"],
            path: "Tests/Support/PantrixTestSupport",
            swiftSettings: swiftSettings
        ),
        // The suites' databases: `AppDatabase.inMemory()`, SQLite in memory or a fresh PostgreSQL
        // database per test (PANTRIX_TEST_DATABASE_URL). Never linked into the app.
        .target(
            name: "PantrixTestDatabases",
            dependencies: [
                "PantrixCore",
                "PantrixDatabase",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/Support/PantrixTestDatabases",
            swiftSettings: swiftSettings
        ),
        // The ingredient parser measured against a hand-labelled set (pantrix-dev evaluate-parser, tests).
        .target(
            name: "FoodKitEvaluation",
            dependencies: ["FoodKit"],
            path: "Tests/Support/FoodKitEvaluation",
            swiftSettings: swiftSettings
        ),
        // Developers' tools, not shipped: `pantrix-dev generate-bench-data`, `pantrix-dev evaluate-parser`.
        .executableTarget(
            name: "PantrixDev",
            dependencies: [
                "PantrixCore",
                "PantrixDatabase",
                "PantrixTestSupport",
                "FoodKit",
                "FoodKitEvaluation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tools/PantrixDev",
            swiftSettings: swiftSettings
        ),
        // A Hummingbird server with one route: scripts/wrk-bench's reference for /healthz.
        .executableTarget(
            name: "BareServer",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Tools/BareServer",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DishPhotosTests",
            dependencies: ["DishPhotos", "CVips"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TemplatesTests",
            dependencies: ["Templates", "TemplateSamples", "PantrixCore", "PantrixTestSupport", "FoodKit", "RecipeLD"],
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
            dependencies: [
                "PantrixCore", "PantrixDatabase", "PantrixTestSupport", "PantrixTestDatabases", "DishPhotos",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PantrixWebTests",
            dependencies: [
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                "PantrixWeb",
                "PantrixCore",
                "PantrixDatabase",
                "PantrixTestSupport",
                "PantrixTestDatabases",
                "FoodKit",
                "RecipeLD",
                "Templates",
                "TemplateSamples",
                "CVips",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)

// The benchmarks (package-benchmark, Benchmarks/) join the package only when asked, with
// PANTRIX_BENCHMARKS=1 (scripts/benchmark sets it): building, testing and running the app never
// resolve or build the benchmark library. They stay in this package, not a nested one, because
// they use the app's `package` declarations, which no other package can see.
if ProcessInfo.processInfo.environment["PANTRIX_BENCHMARKS"] != nil {
    package.dependencies.append(
        // The MallocInterposer trait gives allocation counts.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]))
    func benchmark(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
        .executableTarget(
            name: name,
            dependencies: [.product(name: "Benchmark", package: "benchmark")] + dependencies,
            path: "Benchmarks/" + name,
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    }
    package.targets += [
        benchmark("FoodKitBenchmarks", ["FoodKit"]),
        benchmark("RecipeBenchmarks", [
            "PantrixCore", "PantrixDatabase", "PantrixTestSupport", "PantrixWeb",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
        benchmark("RenderBenchmarks", ["PantrixWeb", "Templates", "TemplateSamples", "PantrixTestSupport", "RecipeLD"]),
        benchmark("LeaderboardBenchmarks", ["PantrixCore", "PantrixDatabase", "PantrixTestSupport"]),
        benchmark("PhotoBenchmarks", ["DishPhotos", "CVips"]),
    ]
}
