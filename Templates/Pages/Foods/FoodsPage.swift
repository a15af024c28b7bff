import FoodKit
import Foundation
import PantrixCore

/// /foods: search the USDA catalogue by name; common foods to start from when there's no query.
package struct FoodsPage: Sendable {
    package let layout: LayoutModel
    package let query: String
    package let results: [FoodRow]
    package let common: [FoodRow]
    package let searched: Bool
    /// Packaged products (by barcode) whose name, brand or barcode matches the search.
    package let products: [ProductRow]

    package struct ProductRow: Sendable {
        package let barcode: String
        package let name: String
        package let detail: String

        package init(_ product: Product) {
            barcode = product.barcode
            name = product.name
            detail = [product.brand, product.package, product.barcode].compactMap { $0 }.joined(separator: " · ")
        }
    }

    /// `query` searches the catalogue (at most 40 foods); `products` are the packaged ones it matched.
    package init(layout: LayoutModel, query: String, products: [Product] = []) {
        self.layout = layout
        self.query = query
        results = query.isEmpty ? [] : FoodCatalogue.shared.search(query, limit: 40).map(FoodRow.init)
        common = Self.commonFoods
        searched = !query.isEmpty
        self.products = products.map(ProductRow.init)
    }

    /// Everyday ingredients, resolved through the matcher so the list follows the alias table.
    package static let commonNames = [
        "all-purpose flour", "sugar", "butter", "egg", "whole milk", "olive oil", "onion", "garlic", "potato",
        "carrot", "tomato", "rice", "chicken breast", "ground beef", "salmon", "cheddar cheese", "yogurt",
        "lemon", "apple", "banana", "spinach", "broccoli", "chickpeas", "lentils", "oats", "pasta", "bread",
        "honey", "peanut butter", "almonds",
    ]

    static let commonFoods: [FoodRow] = commonNames.compactMap { FoodMatcher.shared.match($0).map { FoodRow($0.food) } }
}
