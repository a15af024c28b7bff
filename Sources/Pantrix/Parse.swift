import ArgumentParser
import FoodKit

struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Parse ingredient lines from standard input, one JSON object per line.",
        discussion: """
        Each object: input, quantity, quantityMax, unit, size, name, preparation, comment,
        food {id, description, confidence} or null, grams. Empty lines are skipped.
        """
    )

    func run() throws {
        let analyzer = RecipeAnalyzer()
        for line in JSONOutput.standardInputLines() where !line.allSatisfy(\.isWhitespace) {
            try JSONOutput.line(ParseOutput(analyzer.analyze(line: line)))
        }
    }
}
