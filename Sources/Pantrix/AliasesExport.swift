import ArgumentParser
import Foundation
import PantrixCore

struct AliasesExport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Write the learned aliases as TSV.")

    @OptionGroup var database: DatabaseOptions

    @Option(help: "File to write; standard output when left out.")
    var out: String?

    func run() async throws {
        let aliases = try await database.open().learnedAliases()
        let text = LearnedAliasFile.tsv(aliases)
        guard let out else {
            print(text, terminator: "")
            return
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        print("Wrote \(aliases.count) learned alias(es) to \(out).")
    }
}
