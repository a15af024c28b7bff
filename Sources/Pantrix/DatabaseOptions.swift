import ArgumentParser
import Foundation
import PantrixCore

/// Where the data is: the SQLite file (the default), or a PostgreSQL database shared by several
/// app servers. Every command that reads or writes the domain takes these two options.
struct DatabaseOptions: ParsableArguments {
    @Option(help: "SQLite database file, created if missing (PANTRIX_DB).")
    var db = EnvironmentDefaults.string("PANTRIX_DB", "./pantrix.sqlite")

    @Option(name: .customLong("database-url"),
            help: "Use PostgreSQL instead of the SQLite file: postgres://user[:password]@host[:port]/database (PANTRIX_DATABASE_URL).")
    var databaseURLArgument: String?

    /// The option, else the environment variable.
    var databaseURL: String? { databaseURLArgument ?? EnvironmentDefaults.optionalString("PANTRIX_DATABASE_URL") }

    /// What to call the database in messages (a PostgreSQL address without its password).
    var name: String { databaseURL.map(Self.redacted) ?? db }

    /// Opens (and migrates) the database; `mustExist`: refuse to create a new SQLite file.
    func open(mustExist: Bool = false) async throws -> AppDatabase {
        if let databaseURL { return try await AppDatabase.open(url: databaseURL) }
        if mustExist, !FileManager.default.fileExists(atPath: db) {
            throw ValidationError("No database at \(db). Pass --db with the server's database file, or --database-url.")
        }
        return try AppDatabase.open(path: db)
    }

    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "…"
        return components.string ?? url
    }
}
