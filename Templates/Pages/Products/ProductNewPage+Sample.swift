#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
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
