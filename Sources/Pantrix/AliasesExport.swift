import ArgumentParser
import Foundation
import PantrixCore

struct AliasesExport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Write the learned aliases as TSV.")

    @Option(help: "SQLite database file (PANTRIX_DB).")
    var db = EnvironmentDefaults.string("PANTRIX_DB", "./pantrix.sqlite")

    @Option(help: "File to write; standard output when left out.")
    var out: String?

    func run() async throws {
        let aliases = try await AppDatabase.open(path: db).learnedAliases()
        let text = LearnedAliasFile.tsv(aliases)
        guard let out else {
            print(text, terminator: "")
            return
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        print("Wrote \(aliases.count) learned alias(es) to \(out).")
    }
}
