#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// Thirty items, two past their use-by date, right after adding one.
    static let pantry = PantryPage(
        layout: layout("Your pantry", section: .pantry, hasForm: true, flashes: [.init(kind: "success", message: "Added dukkah.")]),
        items: SampleRecords.pantryItems, staples: SampleRecords.staples, vocabulary: SampleRecords.vocabulary)
}
