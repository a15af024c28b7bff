import FoodKit
import PantrixCore

/// Stored ingredient lines as the recipe page shows them: as written, or scaled and converted by
/// FoodKit (keeping the food chosen when the recipe was saved).
package enum RecipeLines {
    package struct Shown {
        package let text: String
        package let food: String?
        /// Set when the food stands in for one SR21 lacks.
        package let estimatedFrom: String?
        package let subRecipe: Bool
    }

    package static func shown(_ stored: [RecipeIngredient], options: RecipePageOptions) -> [Shown] {
        let matcher = FoodMatcher.shared, analyzer = RecipeAnalyzer()
        return stored.map { line in
            // The food saved with the line, as saved: a line without one stays without one.
            let match = line.foodId.flatMap { matcher.match(foodID: $0, ingredientKey: line.ingredientKey) }
            // As written needs no parsing for lines with a food: the stored text says it all.
            if options.scale == 1, options.system == .original, match != nil || line.isHeading {
                return Shown(text: line.text, food: match?.food.description, estimatedFrom: match?.estimatedFrom, subRecipe: false)
            }
            let parsed = IngredientParser.parse(line.text)
            let text = options.scale == 1 && options.system == .original ? line.text
                : LineDisplay.text(for: analyzer.analyze(parsed: parsed, match: match), scale: options.scale, system: options.system)
            return Shown(text: text, food: match?.food.description, estimatedFrom: match?.estimatedFrom, subRecipe: parsed.isSubRecipe)
        }
    }
}
