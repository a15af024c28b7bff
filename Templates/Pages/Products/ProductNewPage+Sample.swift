#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// A barcode nobody has described, after "Find foods" for the typed name.
    static let productNew = ProductNewPage(
        layout: layout("New product", section: .pantry, hasForm: true), barcode: "5012345678900",
        fields: ProductFields(ProductDetails(name: "Rolled oats", brand: nil, package: "500 g", foodID: nil)))
}
