import FoodKit
import Foundation
import PantrixCore

/// One food in a list: enough to choose it.
package struct FoodRow: Sendable {
    package let id: String
    package let description: String
    package let group: String
    package let kcal: String

    package init(_ food: Food) {
        id = food.id
        description = food.description
        group = food.group.name
        kcal = String(Int(food.nutrientsPer100g.kcal.rounded()))
    }
}
