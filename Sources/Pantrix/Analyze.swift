import ArgumentParser
import FoodKit

struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Nutrition and cost of a recipe whose ingredient lines come on standard input.",
        discussion: """
        Writes one JSON document: servings, total and perServing nutrients (grams; mg for sodium
        and cholesterol), cost {total, perServing, currency}, lines, and unmatched inputs.
        """
    )

    @Option(help: "How many servings the recipe makes.")
    var servings = 1

    func validate() throws {
        guard (1...1000).contains(servings) else { throw ValidationError("--servings must be between 1 and 1000.") }
    }

    func run() throws {
        try JSONOutput.line(RecipeAnalyzer.analyze(lines: JSONOutput.standardInputLines(), servings: servings), pretty: true)
    }
}
