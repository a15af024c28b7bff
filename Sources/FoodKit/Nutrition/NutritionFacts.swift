/// Amounts of each tracked nutrient. `missing` lists nutrients that some contributing
/// food had no measurement for, so a total of 0 is never mistaken for "none".
public struct NutritionFacts: Sendable, Hashable {
    public private(set) var values: [Double]
    public private(set) var missing: Set<Nutrient>

    public init(values: [Nutrient: Double] = [:], missing: Set<Nutrient> = []) {
        self.values = Nutrient.allCases.map { values[$0] ?? 0 }
        self.missing = missing
    }

    /// Values already in `Nutrient.allCases` order, as the catalogue loader reads them.
    init(ordered values: [Double], missing: Set<Nutrient>) {
        self.values = values
        self.missing = missing
    }

    public static let zero = NutritionFacts()

    public subscript(nutrient: Nutrient) -> Double {
        get { values[Self.index(nutrient)] }
        set { values[Self.index(nutrient)] = newValue }
    }

    /// Nil when unmeasured, so callers can show "unknown" rather than 0.
    public func value(_ nutrient: Nutrient) -> Double? {
        missing.contains(nutrient) ? nil : self[nutrient]
    }

    public var kcal: Double { self[.kcal] }
    public var protein: Double { self[.protein] }
    public var fat: Double { self[.fat] }
    public var saturatedFat: Double { self[.saturatedFat] }
    public var carbs: Double { self[.carbs] }
    public var fiber: Double { self[.fiber] }
    public var sugars: Double { self[.sugars] }
    public var sodium: Double { self[.sodium] }
    public var cholesterol: Double { self[.cholesterol] }
    public var calcium: Double { self[.calcium] }
    public var iron: Double { self[.iron] }
    public var potassium: Double { self[.potassium] }
    public var vitaminC: Double { self[.vitaminC] }

    public func scaled(by factor: Double) -> NutritionFacts {
        var copy = self
        copy.values = values.map { $0 * factor }
        return copy
    }

    /// Nutrients for `grams` of a food whose facts are per 100 g.
    public func forGrams(_ grams: Double) -> NutritionFacts { scaled(by: grams / 100) }

    public static func + (lhs: NutritionFacts, rhs: NutritionFacts) -> NutritionFacts {
        var sum = lhs
        sum.values = zip(lhs.values, rhs.values).map(+)
        sum.missing = lhs.missing.union(rhs.missing)
        return sum
    }

    public static func += (lhs: inout NutritionFacts, rhs: NutritionFacts) { lhs = lhs + rhs }

    /// Percent of the FDA 2016 Daily Value, nil for nutrients without one or unmeasured.
    public func percentDailyValue(_ nutrient: Nutrient) -> Double? {
        guard let reference = nutrient.dailyValue, let amount = value(nutrient) else { return nil }
        return amount / reference * 100
    }

    private static func index(_ nutrient: Nutrient) -> Int { nutrient.offset }
}
