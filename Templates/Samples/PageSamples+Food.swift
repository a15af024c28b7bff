import PantrixTestSupport
import Templates
import FoodKit
import PantrixCore

/// The nutrition calculator and the USDA food pages.
extension PageSamples {
    /// A pasted banana bread for eight, analysed.
    package static let nutrition: NutritionPage = {
        let lines = [
            "3 ripe bananas, mashed", "75 g unsalted butter, melted", "150 g light brown sugar", "1 large egg, beaten",
            "1 tsp vanilla extract", "1 tsp baking soda", "pinch of salt", "190 g plain flour", "50 g walnuts, chopped",
            "2 tbsp demerara sugar",
        ]
        var page = NutritionPage(layout: layout("Nutrition calculator", section: nil, hasForm: true))
        page.ingredients.value = lines.joined(separator: "\n")
        page.servings.value = "8"
        page.result = NutritionPage.result(RecipeAnalyzer().analyze(lines: lines, servings: 8, foodChoices: [:]))
        return page
    }()

    /// /foods?q=cheddar: the catalogue's matches and the common foods.
    package static let foods = FoodsPage(
        layout: layout("Foods: cheddar", section: nil), query: "cheddar",
        results: FoodCatalogue.shared.search("cheddar", limit: 40).map(FoodRow.init), common: FoodsPage.commonFoods)

    /// The food the sample recipe's first line counts as, with its household measures.
    package static let food: FoodPage = {
        guard let id = SampleRecords.recipeDetail.ingredients.lazy.compactMap(\.foodId).first, let food = FoodCatalogue.shared.food(id: id) else {
            fatalError("the sample recipe's first food is not in the catalogue")
        }
        return FoodPage(layout: layout(food.description, section: nil), food: food)
    }()
}
