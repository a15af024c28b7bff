#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import RecipeLD
import Templates

extension PageSamples {
    /// Cook mode for the sample recipe, doubled: /recipes/42/cook?servings=8.
    static let cookMode: CookModePage = {
        let detail = SampleRecords.recipeDetail
        let options = RecipePageOptions(servings: detail.recipe.servings * 2, system: .original, original: detail.recipe.servings)
        return CookModePage(layout: layout("Cook: \(detail.recipe.title)", section: nil), detail: detail, options: options)
    }()
}
