#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
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
