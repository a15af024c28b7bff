import FoodKit
import Foundation
import PantrixCore

/// /products/new?code=…: a barcode nobody here has described yet.
package struct ProductNewPage: Sendable {
    package let layout: LayoutModel
    package let barcode: String
    package var fields: ProductFields
    package var problem: String?

    package init(layout: LayoutModel, barcode: String, fields: ProductFields = ProductFields()) {
        (self.layout, self.barcode, self.fields) = (layout, barcode, fields)
    }
}
