#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// A product an import brought and a person corrected, seen by that person.
    static let product: ProductPage = {
        let rice = FoodMatcher.shared.match(IngredientParser.parse("rice"))?.food.id
        let now = SampleRecords.now
        let details = ProductDetails(name: "Basmati rice", brand: "Field & Mill", package: "1 kg", foodID: rice)
        let product = Product(
            id: 5, barcode: "4006381333931", name: details.name, brand: details.brand, package: details.package, foodId: rice,
            ingredientKey: "rice", source: "import", createdBy: nil, createdAt: now, updatedAt: now)
        let edit = ProductEdit(
            id: 9, userID: SampleRecords.viewer.id, username: SampleRecords.viewer.username,
            before: ProductDetails(name: "Basmati", brand: nil, package: "1 kg", foodID: rice), after: details, createdAt: now, undoneAt: nil)
        return ProductPage(layout: layout("Basmati rice", section: .pantry, hasForm: true), product: product, edits: [edit], viewer: SampleRecords.viewer)
    }()
}
