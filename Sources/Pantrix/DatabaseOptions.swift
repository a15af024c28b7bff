import ArgumentParser
import Foundation
import PantrixCore
import PantrixDatabase

/// Where the data is: the SQLite file (the default), or a PostgreSQL database shared by several
/// app servers. Every command that reads or writes the domain takes these two options.
struct DatabaseOptions: ParsableArguments {
    @Option(help: "SQLite database file, created if missing (PANTRIX_DB).")
    var db = EnvironmentDefaults.string("PANTRIX_DB", "./pantrix.sqlite")

    @Option(name: .customLong("database-url"),
            help: "Use PostgreSQL instead of the SQLite file: postgres://user[:password]@host[:port]/database (PANTRIX_DATABASE_URL).")
    var databaseURLArgument: String?

    @Option(name: .customLong("database-connections"),
            help: "PostgreSQL connections (and transactions at once) this server keeps; mind max_connections when several servers share the database (PANTRIX_DATABASE_CONNECTIONS). (default: 4 per core)")
    var databaseConnectionsArgument: Int?

    /// The option, else the environment variable.
    var databaseURL: String? { databaseURLArgument ?? EnvironmentDefaults.optionalString("PANTRIX_DATABASE_URL") }

    /// What to call the database in messages (a PostgreSQL address without its password).
    var name: String { databaseURL.map(Self.redacted) ?? db }

    /// Opens (and migrates) the database; `mustExist`: refuse to create a new SQLite file.
    func open(mustExist: Bool = false) async throws -> AppDatabase {
        if let databaseURL {
            if let connections = databaseConnectionsArgument ?? EnvironmentDefaults.optionalString("PANTRIX_DATABASE_CONNECTIONS").flatMap(Int.init) {
                guard (1...1000).contains(connections) else { throw ValidationError("--database-connections takes 1 to 1000, not \(connections).") }
                PostgresStore.connections = connections
            }
            return try await AppDatabase.open(url: databaseURL)
        }
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
