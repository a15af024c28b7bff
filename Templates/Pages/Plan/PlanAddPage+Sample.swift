#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    static let planAdd = PlanAddPage(
        layout: layout("Add to your meal plan", section: .plan, hasForm: true), recipeID: SampleRecords.recipeID,
        recipeTitle: SampleRecords.recipeDraft.title, servings: SampleRecords.recipeDraft.servings, choices: PlanFormChoices(from: SampleRecords.now))
}
