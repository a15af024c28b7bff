import PantrixTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PantrixCore
import PantrixTestDatabases
@testable import PantrixWeb

/// Builds a fresh app per test: its own database (in memory unless given), fast bcrypt.
enum TestApp {
    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func configuration() -> AppConfiguration {
        var config = AppConfiguration()
        config.rootPath = repositoryRoot
        config.bcryptCost = 4
        return config
    }

    static func make(
        database: AppDatabase? = nil,
        config: AppConfiguration = configuration(),
        extraRoutes: (Router<AppRequestContext>) -> Void = { _ in }
    ) async throws -> some ApplicationProtocol {
        let router = try await buildRouter(config: config, database: try database ?? AppDatabase.inMemory())
        extraRoutes(router)
        return Application(router: router)
    }

    /// The app behind the real server settings (connection guard, caps, timeouts), for tests
    /// that talk to it over sockets with `.live`.
    static func serving(_ adjust: (inout AppConfiguration) -> Void = { _ in }) async throws -> some ApplicationProtocol {
        var config = configuration()
        adjust(&config)
        let router = try await buildRouter(config: config, database: try AppDatabase.inMemory())
        let (server, settings) = serverSettings(config, logger: Logger(label: "test"))
        return Application(router: router, server: server, configuration: settings)
    }
}

/// A temporary SQLite file, removed with its WAL files when the test ends.
struct TemporaryDatabaseFile {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("pantrix-test-\(UUID().uuidString).sqlite").path
    }

    func remove() {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
