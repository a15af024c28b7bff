import FoodKit

/// An FDA-style Nutrition Facts panel for one serving, rounded the way 21 CFR 101.9 rounds
/// printed labels (calories to 5 or 10, fat to 0.5 g, sodium to 5 or 10 mg ...).
package struct NutritionLabel: Sendable {
    package struct Row: Sendable {
        package let label: String
        package let amount: String
        package let percent: String?
        package let bold: Bool
        package let indent: Bool
    }

    package let servingsText: String
    package let calories: String
    package let rows: [Row]
    package let minerals: [Row]
    /// Nutrients some ingredient had no USDA value for; the label says the figure may be low.
    package let incomplete: String?

    /// "Serving size" on the label; a product's labels say "1 package (500 g)" and "100 g".
    package var servingSize = "1 serving"
    /// The heading's id, so two labels on one page each have their own.
    package var headingID = "nutrition-facts-heading"

    package init(perServing facts: NutritionFacts, servings: Int) {
        self.init(facts: facts, servingsText: servings == 1 ? "1 serving per recipe" : "\(servings) servings per recipe")
    }

    package init(facts: NutritionFacts, servingsText: String, servingSize: String, headingID: String) {
        self.init(facts: facts, servingsText: servingsText)
        (self.servingSize, self.headingID) = (servingSize, headingID)
    }

    private init(facts: NutritionFacts, servingsText: String) {
        self.servingsText = servingsText
        calories = Self.format(Self.roundCalories(facts.kcal))
        func row(_ nutrient: Nutrient, _ label: String, bold: Bool = false, indent: Bool = false) -> Row {
            let amount = Self.labelAmount(nutrient, facts[nutrient])
            let percent = facts.percentDailyValue(nutrient).map { "\(Self.roundPercent($0))%" }
            return Row(label: label, amount: amount, percent: nutrient == .protein ? nil : percent, bold: bold, indent: indent)
        }
        rows = [
            row(.fat, "Total Fat", bold: true), row(.saturatedFat, "Saturated Fat", indent: true),
            row(.cholesterol, "Cholesterol", bold: true), row(.sodium, "Sodium", bold: true),
            row(.carbs, "Total Carbohydrate", bold: true), row(.fiber, "Dietary Fiber", indent: true),
            row(.sugars, "Total Sugars", indent: true), row(.protein, "Protein", bold: true),
        ]
        minerals = [row(.calcium, "Calcium"), row(.iron, "Iron"), row(.potassium, "Potassium"), row(.vitaminC, "Vitamin C")]
        let missing = Nutrient.allCases.filter { facts.missing.contains($0) }.map(\.displayName)
        incomplete = missing.isEmpty ? nil : "No USDA value for some ingredients' " + missing.joined(separator: ", ") + "; those figures may be low."
    }

    package static func roundCalories(_ kcal: Double) -> Double {
        if kcal < 5 { return 0 }
        return kcal <= 50 ? (kcal / 5).rounded() * 5 : (kcal / 10).rounded() * 10
    }

    package static func roundPercent(_ percent: Double) -> Int { Int(percent.rounded()) }

    package static func labelAmount(_ nutrient: Nutrient, _ value: Double) -> String {
        switch nutrient {
        case .fat, .saturatedFat:
            if value < 0.5 { return "0g" }
            return value < 5 ? "\(format((value * 2).rounded() / 2))g" : "\(format(value.rounded()))g"
        case .carbs, .fiber, .sugars, .protein:
            if value < 0.5 { return "0g" }
            return value < 1 ? "less than 1g" : "\(format(value.rounded()))g"
        case .cholesterol:
            if value < 2 { return "0mg" }
            return value <= 5 ? "less than 5mg" : "\(format((value / 5).rounded() * 5))mg"
        case .sodium:
            if value < 5 { return "0mg" }
            return value <= 140 ? "\(format((value / 5).rounded() * 5))mg" : "\(format((value / 10).rounded() * 10))mg"
        case .calcium, .potassium:
            return "\(format((value / 10).rounded() * 10))mg"
        case .iron:
            return "\(format((value * 10).rounded() / 10))mg"
        case .vitaminC:
            return "\(format(value.rounded()))mg"
        case .kcal:
            return format(roundCalories(value))
        }
    }

    package static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : PlainNumber.oneDecimal(value)
    }
}

extension Nutrient {
    package var displayName: String {
        switch self {
        case .kcal: "calories"
        case .protein: "protein"
        case .fat: "fat"
        case .saturatedFat: "saturated fat"
        case .carbs: "carbohydrate"
        case .fiber: "fiber"
        case .sugars: "sugars"
        case .sodium: "sodium"
        case .cholesterol: "cholesterol"
        case .calcium: "calcium"
        case .iron: "iron"
        case .potassium: "potassium"
        case .vitaminC: "vitamin C"
        }
    }
}
