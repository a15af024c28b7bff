#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
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
