/// Turns a parsed amount of a food into grams: weights directly, volumes and counts
/// through the food's USDA household measures, volumes last through a density, counted
/// items USDA does not measure through a typical weight that names its basis. Never
/// guesses silently: what it cannot convert comes back `.unknown`.
public enum GramConverter {
    public static func grams(for parsed: ParsedIngredient, food: Food?) -> GramsResult {
        let count = midpoint(parsed.quantity, parsed.quantityMax) ?? (parsed.unit != nil ? 1 : nil)
        let multiplier = parsed.multiplier ?? 1
        if let stated = statedGrams(parsed, count: count, food: food) {
            return GramsResult(grams: stated.grams.map { $0 * multiplier }, path: stated.path)
        }
        guard let count else { return .unknown }
        let hints = CountHints(name: parsed.name, inches: parsed.packageSize.flatMap(inches))
        var result: GramsResult
        if let package = parsed.packageSize, hints.inches == nil {
            // "1 (14 oz) can": the count is of packages of this size.
            let each = grams(quantity: midpoint(package.quantity, package.quantityMax) ?? package.quantity,
                             unit: package.unit, size: nil, preparation: nil, food: food)
            result = GramsResult(grams: each.grams.map { $0 * count }, path: each.path)
        } else {
            // "ground flaxseed" or "sliced almonds" say in the name which cup measure fits.
            let form = [parsed.preparation, parsed.name].compactMap { $0 }.joined(separator: " ")
            result = grams(quantity: count, unit: parsed.unit, size: parsed.size, preparation: form, food: food, hints: hints)
        }
        if result.grams == nil || result.path.isEstimate {
            // "2 sticks (1 cup) butter": a convertible alternative is as good as the first amount,
            // and "1 tin/400ml" says better than a typical tin.
            for alternative in parsed.alternatives {
                let converted = grams(quantity: alternative.quantity, unit: alternative.unit, size: nil, preparation: nil, food: food)
                if converted.grams != nil, result.grams == nil || !converted.path.isEstimate { result = converted; break }
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
        grams(quantity: quantity, unit: unit, size: size, preparation: preparation, food: food, hints: CountHints())
    }

    /// What else a line says about one counted item: the food as written ("baby bok choy",
    /// "cherry tomatoes") and a stated length ("1 (2-inch) piece").
    struct CountHints {
        var name: String?
        var inches: Double?
    }

    static func grams(quantity: Double, unit: String?, size: String?, preparation: String?, food: Food?, hints: CountHints) -> GramsResult {
        let known = unit.flatMap(Unit.named)
        if let known, known.kind == .mass, let base = known.base {
            return GramsResult(grams: quantity * base, path: .mass)
        }
        guard let food else { return .unknown }
        if let known, known.kind == .volume, let ml = known.base {
            if let measure = MeasureFinder.volumeMeasure(in: food, preferring: known.name, preparation: preparation) {
                return GramsResult(grams: quantity * ml * measure.gramsPerMl, path: .householdMeasure(measure.label))
            }
            if let (density, basis) = Density.gramsPerMl(for: food, preparation: preparation) {
                return GramsResult(grams: quantity * ml * density, path: .density(basis))
            }
            return .unknown
        }
        if let known, known.kind == .length {
            // "2 cm ginger", "5 cm cinnamon stick": a piece weighed by its length.
            let length = Self.inches(Amount(quantity: quantity, unit: known.name)) ?? 0
            guard let typical = TypicalWeights.weight(unit: "piece", food: food, name: hints.name, size: nil, inches: length) else { return .unknown }
            return GramsResult(grams: typical.grams, path: .typical(typical.basis))
        }
        return countGrams(quantity: quantity, unit: known?.name ?? unit, size: size, food: food, hints: hints)
    }

    /// A count, with or without a unit: the USDA measure if there is one, else a typical weight.
    private static func countGrams(quantity: Double, unit: String?, size: String?, food: Food, hints: CountHints) -> GramsResult {
        // "2 bay leaves", "3 cardamom pods": a unit word in the name is what is counted.
        let counted = unit ?? hints.name.flatMap(TypicalWeights.countWord)
        var measure = MeasureFinder.countMeasure(in: food, unit: counted, size: size, name: hints.name, inches: hints.inches)
        if measure == nil, unit == nil, counted != nil {
            measure = MeasureFinder.countMeasure(in: food, unit: nil, size: size, name: hints.name, inches: hints.inches)
        }
        if let measure {
            return GramsResult(grams: quantity * measure.gramsPerUnit, path: .householdMeasure(MeasureFinder.label(measure)))
        }
        // "1 celery root" is a celeriac when no root of celery has a weight.
        let tries = unit == nil && counted != nil ? [counted, nil] : [counted]
        for unit in tries {
            if let typical = TypicalWeights.weight(unit: unit, food: food, name: hints.name, size: size, inches: hints.inches) {
                return GramsResult(grams: quantity * typical.grams, path: .typical(typical.basis))
            }
        }
        return .unknown
    }

    /// "(about 900 g)" after the food, or "(150 g each)" per item: what the cook weighed
    /// outranks any household measure, but not a weight given as the line's own unit.
    private static func statedGrams(_ parsed: ParsedIngredient, count: Double?, food: Food?) -> GramsResult? {
        guard let stated = parsed.statedAmount, let statedUnit = stated.amount.unit.flatMap(Unit.named) else { return nil }
        let lineKind = parsed.unit.flatMap(Unit.named)?.kind
        let packageKind = parsed.packageSize?.unit.flatMap(Unit.named)?.kind
        guard lineKind != .mass, packageKind != .mass, packageKind != .volume,
              statedUnit.kind == .mass || lineKind != .volume else { return nil }
        let quantity = midpoint(stated.amount.quantity, stated.amount.quantityMax) ?? stated.amount.quantity
        let each = grams(quantity: quantity, unit: statedUnit.name, size: nil, preparation: parsed.preparation, food: food)
        guard let grams = each.grams else { return nil }
        return GramsResult(grams: stated.perItem ? grams * (count ?? 1) : grams, path: each.path)
    }

    /// "(8-inch)" tortillas, "(2.5 cm)" ginger: a package size that is a length, in inches.
    private static func inches(_ amount: Amount) -> Double? {
        switch amount.unit {
        case "inch": amount.quantity
        case "cm": amount.quantity / 2.54
        case "mm": amount.quantity / 25.4
        default: nil
        }
    }

    static func midpoint(_ low: Double?, _ high: Double?) -> Double? {
        guard let low else { return nil }
        guard let high, high > low else { return low }
        return (low + high) / 2
    }
}
