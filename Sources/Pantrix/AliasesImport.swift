import ArgumentParser
import Foundation
import PantrixCore

struct AliasesImport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Add learned aliases from a TSV file made by `pantrix aliases export`.",
        discussion: "Food ids are checked against the catalogue; lines with unknown ids are listed and not stored.")

    @OptionGroup var database: DatabaseOptions

    @Argument(help: "The TSV file.")
    var file: String

    func run() async throws {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("\(file) cannot be read as UTF-8 text.")
        }
        let report = try await database.open().importLearnedAliases(tsv: text)
        for skipped in report.skipped { print("\(file): skipped \(skipped)") }
        print("Imported \(report.added) new and \(report.replaced) changed alias(es); \(report.unchanged) already known; \(report.skipped.count) line(s) skipped.")
        if report.added + report.replaced + report.unchanged == 0 && !report.skipped.isEmpty { throw ExitCode(1) }
    }
}
