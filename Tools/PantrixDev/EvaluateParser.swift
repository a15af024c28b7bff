import ArgumentParser
import FoodKit
import FoodKitEvaluation
import Foundation

struct EvaluateParser: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate-parser",
        abstract: "Measure the ingredient parser against a hand-labelled CSV.",
        discussion: """
        Prints agreement on first quantity, first unit and name (exact and word-overlap F1), the share of lines \
        matched to a food, and the share of lines with a quantity and a food that could be weighed in grams.
        """
    )

    @Argument(help: "Labelled CSV (input, name, qty, unit, ... columns).")
    var csv = "../shared/data/ingredient-lines/bbc-labelled.csv"

    @Flag(help: "Also print the evaluation as JSON.")
    var json = false

    @Option(help: "Also list this many parsed names that found no food, most frequent first.")
    var unmatched = 0

    @Option(help: "Also list this many parsed names with the food each matched, most frequent first, to review matches.")
    var matched = 0

    @Option(help: "Also list this many lines with a quantity and a food that found no grams, by unit and food, most frequent first.")
    var weightless = 0

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: csv, encoding: .utf8)
        } catch {
            throw ValidationError("Cannot read \(csv): \(error.localizedDescription)")
        }
        let matcher = FoodMatcher.shared
        let report = ParserEvaluation.evaluate(csv: text, food: { matcher.match($0)?.food })
        print(report.summary)
        if unmatched > 0 || matched > 0 || weightless > 0 { listNames(csv: text, matcher: matcher) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        }
    }

    /// Groups lines by parsed name, so the work list for aliases starts with what matters most.
    private func listNames(csv: String, matcher: FoodMatcher) {
        var missing: [String: (count: Int, example: String)] = [:]
        var found: [String: Int] = [:]
        var unweighed: [String: (count: Int, example: String)] = [:]
        for line in LabelledLine.parseCSV(csv) {
            let parsed = IngredientParser.parse(line.input)
            let key = parsed.name.lowercased()
            if let match = matcher.match(parsed) {
                let food = "\(match.food.id) \(match.food.description) [\(match.source.rawValue) \(String(format: "%.2f", match.confidence))]"
                found[key + " → " + food, default: 0] += 1
                if parsed.quantity != nil, GramConverter.grams(for: parsed, food: match.food).grams == nil {
                    unweighed["\(parsed.unit ?? "-") of \(match.food.id) \(match.food.description)", default: (0, line.input)].count += 1
                }
            } else if !parsed.isHeading {
                missing[key, default: (0, line.input)].count += 1
            }
        }
        func top<Value>(_ groups: [String: Value], _ count: (Value) -> Int, limit: Int) -> [(String, Value)] {
            groups.sorted { count($0.value) != count($1.value) ? count($0.value) > count($1.value) : $0.key < $1.key }
                .prefix(limit).map { ($0.key, $0.value) }
        }
        if unmatched > 0 {
            print("\nunmatched names (\(missing.values.reduce(0) { $0 + $1.count }) lines):")
            for (name, group) in top(missing, \.count, limit: unmatched) {
                let guess = matcher.bestCandidate(name).map { "\($0.food.description) \(String(format: "%.2f", $0.confidence))" } ?? "-"
                print("\(group.count)\t\(name)\t| \(group.example)\t? \(guess)")
            }
        }
        if matched > 0 {
            print("\nmatched names:")
            for (name, count) in top(found, { $0 }, limit: matched) { print("\(count)\t\(name)") }
        }
        if weightless > 0 {
            print("\nlines without grams (\(unweighed.values.reduce(0) { $0 + $1.count })):")
            for (food, group) in top(unweighed, \.count, limit: weightless) { print("\(group.count)\t\(food)\t| \(group.example)") }
        }
    }
}
