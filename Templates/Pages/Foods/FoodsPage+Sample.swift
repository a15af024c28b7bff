#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// /foods?q=cheddar: the catalogue's matches and the common foods.
    static let foods = FoodsPage(
        layout: layout("Foods: cheddar", section: nil), query: "cheddar",
        results: FoodCatalogue.shared.search("cheddar", limit: 40).map(FoodRow.init), common: FoodsPage.commonFoods)
}
