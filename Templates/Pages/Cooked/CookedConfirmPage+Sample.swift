#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// "I cooked this" for the sample recipe against the sample pantry.
    static let cooked = CookedConfirmPage(
        layout: layout("I cooked \(SampleRecords.cookingPlan.recipeTitle)", section: nil, hasForm: true), plan: SampleRecords.cookingPlan)
}
