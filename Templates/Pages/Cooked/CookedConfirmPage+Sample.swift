#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// "I cooked this" for the sample recipe against the sample pantry.
    static let cooked = CookedConfirmPage(
        layout: layout("I cooked \(SampleRecords.cookingPlan.recipeTitle)", section: nil, hasForm: true), plan: SampleRecords.cookingPlan)
}
