#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import RecipeLD
import Templates

extension PageSamples {
    static let recipeDelete = DeleteRecipePage(
        layout: layout("Delete \(SampleRecords.recipeDraft.title)", section: nil, user: SampleRecords.author, hasForm: true),
        id: SampleRecords.recipeID, title: SampleRecords.recipeDraft.title)
}
