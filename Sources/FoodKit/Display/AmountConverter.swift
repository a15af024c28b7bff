/// Moves an amount between US and metric measures. Weights and volumes cross over through
/// the food's own grams (a cup of flour is 125 g, a cup of milk 240 ml); counts never do.
enum AmountConverter {
    static let mlPerTsp = 4.92892159375
    static let mlPerTbsp = 14.78676478125
    static let mlPerCup = 236.5882365
    static let gramsPerOz = 28.349523125

    /// `amount` in `system`, or nil when it is already fine there or cannot be converted.
    static func convert(_ amount: Amount, food: Food?, to system: MeasureSystem) -> Amount? {
        guard system != .original, let name = amount.unit, let unit = Unit.named(name), !system.accepts(name) else { return nil }
        guard let low = convert(amount.quantity, unit: unit, food: food, to: system) else { return nil }
        var result = low
        if let high = amount.quantityMax, amount.quantity > 0 {
            // Both ends by the same factor, so "2-3 cups" stays one range in one unit.
            result.quantityMax = high * low.quantity / amount.quantity
        }
        return result
    }

    private static func convert(_ quantity: Double, unit: Unit, food: Food?, to system: MeasureSystem) -> Amount? {
        switch (unit.kind, system) {
        case (.length, .metric) where unit.name == "inch":
            return Amount(quantity: quantity * 2.54, unit: "cm")
        case (.length, .us) where unit.name == "cm" || unit.name == "mm":
            return Amount(quantity: quantity * (unit.name == "cm" ? 1 : 0.1) / 2.54, unit: "inch")
        case (.mass, .metric):
            return metricMass(quantity * (unit.base ?? 1))
        case (.mass, .us):
            let grams = quantity * (unit.base ?? 1)
            if let food, FoodForm.measuredByVolume(food), let perMl = gramsPerMl(food), perMl > 0 {
                return usVolume(grams / perMl)
            }
            let ounces = grams / gramsPerOz
            return ounces < 16 ? Amount(quantity: ounces, unit: "oz") : Amount(quantity: ounces / 16, unit: "lb")
        case (.volume, .metric):
            let ml = quantity * (unit.base ?? 1)
            if let food, !FoodForm.isLiquid(food),
               let grams = GramConverter.grams(quantity: quantity, unit: unit.name, size: nil, preparation: nil, food: food).grams {
                return metricMass(grams)
            }
            return ml < 1000 ? Amount(quantity: ml, unit: "ml") : Amount(quantity: ml / 1000, unit: "l")
        case (.volume, .us):
            return usVolume(quantity * (unit.base ?? 1))
        default:
            return nil
        }
    }

    private static func metricMass(_ grams: Double) -> Amount {
        grams < 1000 ? Amount(quantity: grams, unit: "g") : Amount(quantity: grams / 1000, unit: "kg")
    }

    /// Teaspoons under a tablespoon, tablespoons under a quarter cup, then cups.
    private static func usVolume(_ ml: Double) -> Amount {
        if ml < 3 * mlPerTsp - 0.5 { return Amount(quantity: ml / mlPerTsp, unit: "tsp") }
        if ml < 4 * mlPerTbsp - 1 { return Amount(quantity: ml / mlPerTbsp, unit: "tbsp") }
        return Amount(quantity: ml / mlPerCup, unit: "cup")
    }

    private static func gramsPerMl(_ food: Food) -> Double? {
        GramConverter.grams(quantity: 1, unit: "cup", size: nil, preparation: nil, food: food).grams.map { $0 / mlPerCup }
    }
}
