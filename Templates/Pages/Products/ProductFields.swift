import FoodKit
import Foundation
import PantrixCore

/// The fields of a product form (describing a new one, or changing one), with the food choices
/// for its name: the matcher's best guess first, then close foods.
package struct ProductFields: Sendable {
    package var name = FormField(id: "product-name")
    package var brand = FormField(id: "product-brand")
    package var package = FormField(id: "product-package")
    package var food = FormField(id: "product-food")
    package var foods: [FormOption] = []

    package init() {}

    /// The form filled from `details`, offering foods for its name (and keeping a chosen one).
    package init(_ details: ProductDetails, problems: [String: String] = [:]) {
        name.value = details.name
        brand.value = details.brand ?? ""
        package.value = details.package
        food.value = details.foodID ?? ""
        (name.error, brand.error, package.error, food.error) = (problems["name"], problems["brand"], problems["package"], problems["food"])
        foods = Self.choices(for: details.name, chosen: details.foodID)
    }

    static func choices(for name: String, chosen: String?) -> [FormOption] {
        var ids: [String] = []
        if let chosen, FoodCatalogue.shared.food(id: chosen) != nil { ids.append(chosen) }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty {
            if let best = FoodMatcher.shared.match(IngredientParser.parse(trimmed))?.food.id { ids.append(best) }
            ids += FoodCatalogue.shared.search(trimmed, limit: 8).map(\.id)
        }
        var seen: Set<String> = []
        let selected = chosen ?? ids.first
        return ids.filter { seen.insert($0).inserted }.compactMap { id in
            FoodCatalogue.shared.food(id: id).map { FormOption(value: id, label: $0.description, selected: id == selected) }
        }
    }
}
