import ArgumentParser
import PantrixCore

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Apply database migrations and exit.")

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        _ = try await database.open()
        print("Database \(database.name) is up to date.")
    }
}
