import PantrixTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import PantrixCore
import PantrixTestDatabases
import Synchronization
import Testing
@testable import PantrixWeb

/// A clock a test moves forward by hand (token lifetimes, rate-limit windows).
final class TestClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    func now() -> Date { date.withLock { $0 } }

    func advance(_ seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// A stand-in for msmtp: a script that keeps each message it reads on standard input as a file
/// (or fails as told), in a folder of its own.
struct FakeMailProgram: Sendable {
    let folder: URL
    var path: String { folder.appendingPathComponent("sendmail").path }

    init(exitStatus: Int = 0, stderr: String = "", sleepSeconds: Int = 0) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-outbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try writeScript("""
            #!/bin/sh
            sleep \(sleepSeconds)
            cat > "\(folder.path)/$(date +%s%N).eml"
            \(stderr.isEmpty ? "" : "echo '\(stderr)' >&2")
            exit \(exitStatus)
            """, to: path)
    }

    /// The messages it was given, oldest first.
    func messages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".eml") }.sorted()
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// An app that sends mail through a fake program, with its clock and services at hand.
/// Unchecked: the router is only read to make `app`, before any request runs.
struct MailTestApp: @unchecked Sendable {
    let database: AppDatabase
    let clock = TestClock()
    let program: FakeMailProgram
    let services: AppServices
    let router: Router<AppRequestContext>

    static let publicURL = "https://pantrix.example"

    /// `mail` false: a server without mail (no `--mail-from`).
    init(mail: Bool = true, program: FakeMailProgram? = nil, rateLimits: Bool = true) async throws {
        database = try AppDatabase.inMemory()
        self.program = try program ?? FakeMailProgram()
        var config = TestApp.configuration()
        config.rateLimits = rateLimits
        config.publicURL = Self.publicURL
        if mail { config.mail = MailConfiguration(from: "Pantrix <pantrix@example.org>", command: self.program.path) }
        let clock = clock
        let site = try await buildSite(config: config, database: database, now: { clock.now() })
        services = site.services
        router = site.router
    }

    var app: some ApplicationProtocol { Application(router: router) }

    /// Waits until every mail asked for so far has been handed to the program.
    func mailSent() async throws -> [String] {
        await services.mail?.outbox.idle()
        return try program.messages()
    }

    func userID(_ name: String) async throws -> Int64 {
        try #require(try await database.user(named: name)?.id)
    }

    /// The first link to this site in a message.
    static func link(in message: String) -> String? {
        guard let range = message.range(of: publicURL + #"/[a-z-]+/[A-Za-z0-9_-]+"#, options: .regularExpression) else { return nil }
        return String(message[range].dropFirst(publicURL.count))
    }
}

/// Writes a script and makes it executable, with the file never open without O_CLOEXEC: a
/// program another test starts meanwhile must not inherit it open for writing, or running
/// the script fails with "Text file busy".
func writeScript(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    guard write(fd, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
}
