#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// Thirty items, two past their use-by date, right after adding one.
    static let pantry = PantryPage(
        layout: layout("Your pantry", section: .pantry, hasForm: true, flashes: [.init(kind: "success", message: "Added dukkah.")]),
        items: SampleRecords.pantryItems, staples: SampleRecords.staples, vocabulary: SampleRecords.vocabulary)
}
