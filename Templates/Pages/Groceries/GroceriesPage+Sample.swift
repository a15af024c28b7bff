#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    static let groceries = GroceriesPage(layout: layout("Grocery list", section: .groceries, hasForm: true), list: SampleRecords.groceryList)
}
