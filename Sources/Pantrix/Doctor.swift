import ArgumentParser
import Foundation
import PantrixCore
import PantrixDatabase

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check a deployment (libraries, folders, database, disk, limits, cookies) and say how to fix each problem.",
        discussion: """
            Give it the options `serve` gets (or the same PANTRIX_* environment) and run it as the server's user, \
            e.g. sudo -u pantrix pantrix doctor --db /var/lib/pantrix/pantrix.sqlite. It only reads: the database is \
            opened read-only and never migrated. Exit code 0 when nothing is wrong, 1 when something is.
            """)

    @Option(help: "SQLite database file (PANTRIX_DB).")
    var db = EnvironmentDefaults.string("PANTRIX_DB", "./pantrix.sqlite")

    @Option(help: "Folder for uploaded photos (PANTRIX_UPLOADS).")
    var uploads = EnvironmentDefaults.string("PANTRIX_UPLOADS", "./Uploads")

    @Option(help: "Folder holding Public/, the static files (PANTRIX_ROOT).")
    var root = EnvironmentDefaults.string("PANTRIX_ROOT", ".")

    @Option(help: "Address the server listens on (PANTRIX_HOST).")
    var host = EnvironmentDefaults.string("PANTRIX_HOST", "127.0.0.1")

    @Flag(help: "The server marks its session cookie Secure (PANTRIX_SECURE_COOKIES=1).")
    var secureCookies = EnvironmentDefaults.bool("PANTRIX_SECURE_COOKIES")

    @Option(help: "Address of the reverse proxy; repeat or separate with commas (PANTRIX_TRUSTED_PROXIES).")
    var trustedProxy: [String] = [EnvironmentDefaults.string("PANTRIX_TRUSTED_PROXIES", "")].filter { !$0.isEmpty }

    @Option(help: "The server's --max-connections, which the open-files limit must cover (PANTRIX_MAX_CONNECTIONS).")
    var maxConnections = EnvironmentDefaults.int("PANTRIX_MAX_CONNECTIONS", 2048)

    @Option(help: "Free space below this many megabytes on the database's or the uploads' filesystem is a problem.")
    var minFreeMb = 1024

    @Option(help: "Free space below this share of the filesystem, in percent, is a problem too.")
    var minFreePercent = 10.0

    @Flag(help: "Use PRAGMA quick_check instead of the full integrity_check (faster on a large database).")
    var quick = false

    func run() throws {
        var settings = Doctor.Settings(databasePath: db, uploadsPath: uploads, rootPath: root, executableFolder: Bundle.main.bundleURL.path)
        settings.host = host
        settings.secureCookies = secureCookies
        settings.trustedProxies = trustedProxy.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        settings.maxConnections = maxConnections
        settings.minimumFreeBytes = Int64(max(0, minFreeMb)) << 20
        settings.minimumFreeFraction = max(0, minFreePercent) / 100
        settings.quickCheck = quick
        let findings = Doctor(settings).run()
        for finding in findings { print(finding) }
        let problems = findings.filter { $0.status == .problem }.count
        print(problems == 0 ? "\nNo problems found." : "\n\(problems) problem\(problems == 1 ? "" : "s") found: each has its fix above.")
        if problems > 0 { throw ExitCode(1) }
    }
}
