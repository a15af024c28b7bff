#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import FoodKit
import PantrixCore
import RecipeLD
import Templates

extension PageSamples {
    static let recipeFoods = FoodPickPage(
        layout: layout("Pick the foods for \(SampleRecords.recipeDraft.title)", section: nil, user: SampleRecords.author, hasForm: true),
        recipe: SampleRecords.editableRecipe)
}
