import Foundation
@testable import PantrixCore
@testable import PantrixDatabase

/// A deployment in a temporary folder for `Doctor`: database path, uploads folder, a "binary"
/// folder with the resource folders beside it, and the repository as the root holding Public/.
struct DoctorDeployment {
    let folder: URL
    var settings: Doctor.Settings

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-doctor-\(UUID().uuidString)")
        let bin = folder.appendingPathComponent("bin")
        for bundle in ["pantrix_FoodKit.resources", "pantrix_PantrixCore.resources"] {
            try FileManager.default.createDirectory(at: bin.appendingPathComponent(bundle), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Uploads"), withIntermediateDirectories: true)
        settings = Doctor.Settings(
            databasePath: folder.appendingPathComponent("pantrix.sqlite").path,
            uploadsPath: folder.appendingPathComponent("Uploads").path,
            rootPath: Self.repository.path,
            executableFolder: bin.path)
        // As behind the documented proxy, and independent of this machine's disk and limits.
        settings.secureCookies = true
        settings.trustedProxies = ["127.0.0.1"]
        settings.minimumFreeBytes = 0
        settings.minimumFreeFraction = 0
        settings.maxConnections = 16
    }

    var databasePath: String { settings.databasePath }

    func run() -> [DoctorFinding] { Doctor(settings).run() }

    func problems() -> [DoctorFinding] { run().filter { $0.status == .problem } }

    /// What is in the folder, with sizes and contents, to show the doctor changed nothing.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix("bin") && name != "Uploads" {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

extension Array where Element == DoctorFinding {
    /// The problem lines of one area, as the operator reads them (message and fix).
    func problems(_ area: String) -> [String] {
        filter { $0.status == .problem && $0.area == area }.map(\.description)
    }
}
