/// Turns a parsed amount of a food into grams: weights directly, volumes and counts
/// through the food's USDA household measures, volumes last through a density.
/// Never invents a figure: what it cannot convert comes back `.unknown`.
public enum GramConverter {
    public static func grams(for parsed: ParsedIngredient, food: Food?) -> GramsResult {
        let count = midpoint(parsed.quantity, parsed.quantityMax) ?? (parsed.unit != nil ? 1 : nil)
        guard let count else { return .unknown }
        let multiplier = parsed.multiplier ?? 1
        var result: GramsResult
        if let package = parsed.packageSize {
            // "1 (14 oz) can": the count is of packages of this size.
            let each = grams(quantity: midpoint(package.quantity, package.quantityMax) ?? package.quantity,
                             unit: package.unit, size: nil, preparation: nil, food: food)
            result = GramsResult(grams: each.grams.map { $0 * count }, path: each.path)
        } else {
            result = grams(quantity: count, unit: parsed.unit, size: parsed.size, preparation: parsed.preparation, food: food)
        }
        if result.grams == nil {
            // "2 sticks (1 cup) butter": a convertible alternative is as good as the first amount.
            for alternative in parsed.alternatives {
                let converted = grams(quantity: alternative.quantity, unit: alternative.unit, size: nil, preparation: nil, food: food)
                if converted.grams != nil { result = converted; break }
            }
        }
        guard var total = result.grams else { return .unknown }
        for extra in parsed.additional {
            // "1 cup plus 2 tbsp": an addition we cannot convert makes the total unknown.
            guard let added = grams(quantity: extra.quantity, unit: extra.unit, size: nil, preparation: nil, food: food).grams
            else { return .unknown }
            total += added
        }
        return GramsResult(grams: total * multiplier, path: result.path)
    }

    /// Grams for `quantity` of `unit` ("cup", "clove", nil for a bare count) of `food`.
    public static func grams(quantity: Double, unit: String?, size: String?, preparation: String?, food: Food?) -> GramsResult {
        let known = unit.flatMap(Unit.named)
        if let known, known.kind == .mass, let base = known.base {
            return GramsResult(grams: quantity * base, path: .mass)
        }
        guard let food else { return .unknown }
        if let known, known.kind == .volume, let ml = known.base {
            if let measure = MeasureFinder.volumeMeasure(in: food, preferring: known.name, preparation: preparation) {
                return GramsResult(grams: quantity * ml * measure.gramsPerMl, path: .householdMeasure(measure.label))
            }
            if let (density, basis) = Density.gramsPerMl(for: food) {
                return GramsResult(grams: quantity * ml * density, path: .density(basis))
            }
            return .unknown
        }
        if let known, known.kind == .length { return .unknown }
        if let measure = MeasureFinder.countMeasure(in: food, unit: known?.name, size: size) {
            return GramsResult(grams: quantity * measure.gramsPerUnit, path: .householdMeasure(MeasureFinder.label(measure)))
        }
        return .unknown
    }

    static func midpoint(_ low: Double?, _ high: Double?) -> Double? {
        guard let low else { return nil }
        guard let high, high > low else { return low }
        return (low + high) / 2
    }
}
