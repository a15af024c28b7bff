#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// The food the sample recipe's first line counts as, with its household measures.
    static let food: FoodPage = {
        guard let id = SampleRecords.recipeDetail.ingredients.lazy.compactMap(\.foodId).first, let food = FoodCatalogue.shared.food(id: id) else {
            fatalError("the sample recipe's first food is not in the catalogue")
        }
        return FoodPage(layout: layout(food.description, section: nil), food: food)
    }()
}
