#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
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
