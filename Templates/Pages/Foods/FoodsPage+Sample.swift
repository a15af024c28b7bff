#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// /foods?q=cheddar: the catalogue's matches and the common foods.
    static let foods = FoodsPage(layout: layout("Foods: cheddar", section: nil), query: "cheddar")
}
