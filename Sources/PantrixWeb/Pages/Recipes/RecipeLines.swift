import FoodKit
import PantrixCore

/// Stored ingredient lines as the recipe page shows them: as written, or scaled and converted by
/// FoodKit (keeping the food chosen when the recipe was saved).
enum RecipeLines {
    struct Shown {
        let text: String
        let food: String?
    }

    static func shown(_ stored: [RecipeIngredient], options: RecipePageOptions) -> [Shown] {
        // As written needs no parsing at all: the stored text and the stored food say it all.
        if options.scale == 1, options.system == .original {
            return stored.map { Shown(text: $0.text, food: $0.foodId.flatMap(FoodCatalogue.shared.food(id:))?.description) }
        }
        let analyzer = RecipeAnalyzer()
        return stored.map { line in
            let analyzed = analyzer.analyze(line: line.text, foodID: line.foodId)
            // A line saved without a food stays without one, whatever the matcher would say today.
            return Shown(text: LineDisplay.text(for: analyzed, scale: options.scale, system: options.system),
                         food: line.foodId == nil ? nil : analyzed.match?.food.description)
        }
    }
}
