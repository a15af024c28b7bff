import FoodKit
import Foundation
import PantrixCore

/// /foods/{id}: nutrients per 100 g and per USDA household measure.
package struct FoodPage: Sendable {
    package struct NutrientRow: Sendable {
        package let name: String
        package let amount: String
        package let percent: String?
    }

    package struct MeasureRow: Sendable {
        package let label: String
        package let grams: String
        package let kcal: String
        package let protein: String
        package let fat: String
        package let carbs: String
    }

    package let layout: LayoutModel
    package let id: String
    package let description: String
    package let group: String
    package let storeSection: String
    package let per100g: [NutrientRow]
    package let measures: [MeasureRow]

    package init(layout: LayoutModel, food: Food) {
        self.layout = layout
        id = food.id
        description = food.description
        group = food.group.name
        storeSection = food.storeSection.rawValue
        let facts = food.nutrientsPer100g
        per100g = Nutrient.allCases.map { nutrient in
            NutrientRow(
                name: nutrient.displayName.prefix(1).uppercased() + nutrient.displayName.dropFirst(),
                amount: facts.value(nutrient).map { "\(Self.amount($0)) \(nutrient.unit)" } ?? "no data",
                percent: facts.percentDailyValue(nutrient).map { "\(Int($0.rounded()))%" }
            )
        }
        measures = food.measures.map { measure in
            let facts = food.nutrients(grams: measure.grams)
            return MeasureRow(
                label: "\(Self.amount(measure.amount)) \(measure.description)", grams: Self.amount(measure.grams),
                kcal: String(Int(facts.kcal.rounded())), protein: Self.amount(facts.protein),
                fat: Self.amount(facts.fat), carbs: Self.amount(facts.carbs))
        }
    }

    package static func amount(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
