#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// A pasted banana bread for eight, analysed.
    static let nutrition: NutritionPage = {
        let lines = [
            "3 ripe bananas, mashed", "75 g unsalted butter, melted", "150 g light brown sugar", "1 large egg, beaten",
            "1 tsp vanilla extract", "1 tsp baking soda", "pinch of salt", "190 g plain flour", "50 g walnuts, chopped",
            "2 tbsp demerara sugar",
        ]
        return NutritionPage(
            layout: layout("Nutrition calculator", section: nil, hasForm: true), ingredients: lines.joined(separator: "\n"), servings: "8",
            analysis: RecipeAnalyzer().analyze(lines: lines, servings: 8, foodChoices: [:]))
    }()
}
