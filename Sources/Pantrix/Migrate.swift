import ArgumentParser
import PantrixCore

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Apply database migrations and exit.")

    @Option(help: "SQLite database file, created if missing (PANTRIX_DB).")
    var db = EnvironmentDefaults.string("PANTRIX_DB", "./pantrix.sqlite")

    func run() async throws {
        _ = try AppDatabase.open(path: db)
        print("Database \(db) is up to date.")
    }
}
