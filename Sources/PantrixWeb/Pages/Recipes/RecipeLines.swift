import FoodKit
import PantrixCore

/// Stored ingredient lines back to FoodKit lines, keeping the food chosen when the recipe was saved.
enum RecipeLines {
    static func analyzed(_ stored: [RecipeIngredient]) -> [AnalyzedLine] {
        let analyzer = RecipeAnalyzer()
        return stored.map { analyzer.analyze(line: $0.text, foodID: $0.foodId) }
    }

    static func display(_ line: AnalyzedLine, options: RecipePageOptions) -> String {
        LineDisplay.text(for: line, scale: options.scale, system: options.system)
    }
}
