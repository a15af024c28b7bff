import ArgumentParser
import FoodKit
import Foundation

struct EvaluateParser: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate-parser",
        abstract: "Measure the ingredient parser against a hand-labelled CSV.",
        discussion: "Prints agreement on first quantity, first unit and name (exact and word-overlap F1), and the share of lines matched to a food."
    )

    @Argument(help: "Labelled CSV (input, name, qty, unit, ... columns).")
    var csv = "../shared/data/ingredient-lines/bbc-labelled.csv"

    @Flag(help: "Also print the evaluation as JSON.")
    var json = false

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: csv, encoding: .utf8)
        } catch {
            throw ValidationError("Cannot read \(csv): \(error.localizedDescription)")
        }
        let matcher = FoodMatcher.shared
        let report = ParserEvaluation.evaluate(csv: text, matches: { matcher.match($0) != nil })
        print(report.summary)
        if json { try JSONOutput.line(report, pretty: true) }
    }
}
