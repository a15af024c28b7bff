/// The nutrients FoodKit tracks, in label order. Raw values are per 100 g of food.
public enum Nutrient: String, Sendable, Hashable, Codable, CaseIterable {
    case kcal, protein, fat, saturatedFat, carbs, fiber, sugars, sodium, cholesterol, calcium, iron, potassium, vitaminC

    /// Position in `allCases`, for array storage.
    var offset: Int {
        switch self {
        case .kcal: 0
        case .protein: 1
        case .fat: 2
        case .saturatedFat: 3
        case .carbs: 4
        case .fiber: 5
        case .sugars: 6
        case .sodium: 7
        case .cholesterol: 8
        case .calcium: 9
        case .iron: 10
        case .potassium: 11
        case .vitaminC: 12
        }
    }

    public var unit: String {
        switch self {
        case .kcal: "kcal"
        case .protein, .fat, .saturatedFat, .carbs, .fiber, .sugars: "g"
        case .sodium, .cholesterol, .calcium, .iron, .potassium, .vitaminC: "mg"
        }
    }

    /// FDA 2016 label reference values (21 CFR 101.9); nil where the label sets none.
    public var dailyValue: Double? {
        switch self {
        case .kcal: 2000
        case .fat: 78
        case .saturatedFat: 20
        case .cholesterol: 300
        case .sodium: 2300
        case .carbs: 275
        case .fiber: 28
        case .protein: 50
        case .calcium: 1300
        case .iron: 18
        case .potassium: 4700
        case .vitaminC: 90
        case .sugars: nil
        }
    }
}
