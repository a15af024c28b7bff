import FoodKit
import Foundation
import PantrixCore

/// /products/new?code=…: a barcode nobody here has described yet.
package struct ProductNewPage: Sendable {
    package let layout: LayoutModel
    package let barcode: String
    package let fields: ProductFields
    /// How many things need fixing, when the form came back with mistakes.
    package let problem: String?

    package init(layout: LayoutModel, barcode: String, fields: ProductFields = ProductFields(), problem: String? = nil) {
        (self.layout, self.barcode, self.fields, self.problem) = (layout, barcode, fields, problem)
    }
}
