import ArgumentParser
import Foundation
import PantrixCore

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import schema.org Recipe JSON-LD from .json files or .html pages.",
        discussion: "Recipes go through the same ingredient parsing and food matching as the editor. Lines that match no food are listed."
    )

    @OptionGroup var database: DatabaseOptions

    @Argument(help: "Files to import.")
    var files: [String]

    func run() async throws {
        let database = try await self.database.open()
        var total = ImportReport()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("\(file): cannot be read.")
                total.problems.append("\(file): cannot be read.")
                continue
            }
            let report = try await database.importRecipes(from: data, filename: file, authorID: nil)
            for recipe in report.imported {
                print("\(file): imported “\(recipe.title)” (\(recipe.lines) lines) as recipe \(recipe.id)")
                for line in recipe.unmatched { print("    no matching food: \(line)") }
            }
            for problem in report.problems { print("\(file): \(problem)") }
            total.imported += report.imported
            total.problems += report.problems.map { "\(file): \($0)" }
        }
        print("Imported \(total.imported.count) recipe(s) with \(total.lineCount) ingredient lines; \(total.unmatchedCount) line(s) matched no food; \(total.problems.count) problem(s).")
        if total.imported.isEmpty && !total.problems.isEmpty { throw ExitCode(1) }
    }
}
