#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let planAdd = PlanAddPage(
        layout: layout("Add to your meal plan", section: .plan, hasForm: true), recipeID: SampleRecords.recipeID,
        recipeTitle: SampleRecords.recipeDraft.title, servings: SampleRecords.recipeDraft.servings, choices: PlanFormChoices(from: SampleRecords.now))
}
