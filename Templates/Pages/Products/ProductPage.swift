import FoodKit
import Foundation
import PantrixCore

/// /products/{barcode}: a product's labels per package and per 100 g, who described it, its
/// changes (each undoable by its maker or an admin), and a form to change it.
package struct ProductPage: Sendable {
    package struct EditView: Sendable {
        package let id: Int64
        package let who: String
        package let when: String
        package let summary: String
        package let undone: Bool
        package let mayUndo: Bool
    }

    package let layout: LayoutModel
    package let barcode: String
    package let name: String
    package let brand: String?
    package let package: String
    package let foodID: String?
    package let foodName: String?
    package let packageGrams: String?
    package let perPackage: NutritionLabel?
    package let per100g: NutritionLabel?
    package let source: String
    package let edits: [EditView]
    /// Signed in: the form to change it.
    package let fields: ProductFields?

    /// `fields`: the form as sent back, for a viewer; otherwise it holds the product as it is.
    package init(layout: LayoutModel, product: Product, edits changes: [ProductEdit], viewer: User?, fields: ProductFields? = nil) {
        self.layout = layout
        (barcode, name, brand, package, foodID) = (product.barcode, product.name, product.brand, product.package, product.foodId)
        let food = product.foodId.flatMap { FoodCatalogue.shared.food(id: $0) }
        foodName = food?.description
        let grams = product.packageGrams
        // "500 g (500 g)" says nothing: the weight only when the package is counted or measured otherwise.
        let weighed = grams.map { "\(NutritionLabel.format($0.rounded())) g" }
        packageGrams = weighed.map { $0.replacingOccurrences(of: " ", with: "") } == product.package.replacingOccurrences(of: " ", with: "") ? nil : weighed
        if let food {
            per100g = NutritionLabel(facts: food.nutrients(grams: 100), servingsText: "Per 100 g", servingSize: "100 g", headingID: "label-100g")
            perPackage = grams.map {
                NutritionLabel(facts: food.nutrients(grams: $0), servingsText: "Per package", servingSize: "1 package (\(product.package))",
                               headingID: "label-package")
            }
        } else {
            (per100g, perPackage) = (nil, nil)
        }
        source = product.source == "import" ? "imported from a product list" : "described by someone here"
        edits = changes.map { edit in
            var changed: [String] = []
            if edit.before.name != edit.after.name { changed.append("name “\(edit.before.name)” → “\(edit.after.name)”") }
            if edit.before.brand != edit.after.brand { changed.append("brand \(edit.before.brand ?? "none") → \(edit.after.brand ?? "none")") }
            if edit.before.package != edit.after.package { changed.append("package \(edit.before.package) → \(edit.after.package)") }
            if edit.before.foodID != edit.after.foodID {
                let name = { (id: String?) in id.flatMap { FoodCatalogue.shared.food(id: $0)?.description } ?? "none" }
                changed.append("food \(name(edit.before.foodID)) → \(name(edit.after.foodID))")
            }
            return EditView(
                id: edit.id, who: edit.username ?? "a former member", when: DateText.dayAndTime(edit.createdAt), summary: changed.joined(separator: "; "),
                undone: edit.undoneAt != nil, mayUndo: edit.undoneAt == nil && viewer != nil && (viewer?.isAdmin == true || viewer?.id == edit.userID))
        }
        self.fields = viewer == nil ? nil : fields ?? ProductFields(product.details)
    }
}
