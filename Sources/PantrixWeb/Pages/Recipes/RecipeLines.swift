import FoodKit
import PantrixCore

/// Stored ingredient lines as the recipe page shows them: as written, or scaled and converted by
/// FoodKit (keeping the food chosen when the recipe was saved).
enum RecipeLines {
    struct Shown {
        let text: String
        let food: String?
        /// Set when the food stands in for one SR21 lacks.
        let estimatedFrom: String?
        let subRecipe: Bool
    }

    static func shown(_ stored: [RecipeIngredient], options: RecipePageOptions) -> [Shown] {
        // As written needs no parsing at all: the stored text and the stored food say it all.
        if options.scale == 1, options.system == .original {
            return stored.map { line in
                Shown(text: line.text, food: line.foodId.flatMap(FoodCatalogue.shared.food(id:))?.description,
                      estimatedFrom: FoodMatcher.shared.estimatedFrom(ingredientKey: line.ingredientKey, foodID: line.foodId),
                      // Only lines without a food can be sub-recipes, so the rest skip the parse.
                      subRecipe: line.foodId == nil && !line.isHeading && IngredientParser.parse(line.text).isSubRecipe)
            }
        }
        let analyzer = RecipeAnalyzer()
        return stored.map { line in
            let analyzed = analyzer.analyze(line: line.text, foodID: line.foodId)
            // A line saved without a food stays without one, whatever the matcher would say today.
            return Shown(text: LineDisplay.text(for: analyzed, scale: options.scale, system: options.system),
                         food: line.foodId == nil ? nil : analyzed.match?.food.description,
                         estimatedFrom: line.foodId == nil ? nil : analyzed.match?.estimatedFrom, subRecipe: analyzed.parsed.isSubRecipe)
        }
    }
}
