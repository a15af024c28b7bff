#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import RecipeLD
import Templates

extension PageSamples {
    static let recipeFoods = FoodPickPage(
        layout: layout("Pick the foods for \(SampleRecords.recipeDraft.title)", section: nil, user: SampleRecords.author, hasForm: true),
        recipe: SampleRecords.editableRecipe)
}
