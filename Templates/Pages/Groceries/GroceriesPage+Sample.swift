#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let groceries = GroceriesPage(layout: layout("Grocery list", section: .groceries, hasForm: true), list: SampleRecords.groceryList)
}
