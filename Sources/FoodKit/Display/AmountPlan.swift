/// What the amount of a line becomes: the scaled (and perhaps converted) first amount,
/// and whether the other amounts written beside it are still shown.
struct AmountPlan {
    var primary: Amount
    var multiplier: Double?
    /// The unit is a canonical one chosen by conversion, not the recipe's own word.
    var converted = false
    /// "200g/7oz" shown in one system needs only one of the two.
    var dropAlternatives = false
    /// "1 cup plus 2 tbsp" folded into one converted amount.
    var foldedAdditional = false

    init(parsed: ParsedIngredient, food: Food?, scale: Double, system: MeasureSystem) {
        multiplier = parsed.multiplier.map { $0 * scale }
        // With a multiplier ("2 x 400g") the packs are counted; each pack stays the same size.
        let factor = parsed.multiplier == nil ? scale : 1
        primary = Self.scaled(parsed.amount ?? Amount(quantity: 0), by: factor)
        defer { normaliseMetric() }
        guard system != .original else { return }
        dropAlternatives = !parsed.alternatives.isEmpty
        guard let unit = primary.unit, !system.accepts(unit) else { return }
        // British pints and quarts are a fifth larger than American ones, so "1 litre/1¾ pints"
        // is converted from the litre rather than trusted.
        let ambiguous: Set<String> = ["pint", "quart", "gallon"]
        if let native = parsed.alternatives.first(where: { $0.unit.map { system.accepts($0) && !ambiguous.contains($0) } ?? false }) {
            primary = Self.scaled(native, by: factor)
            converted = true
            return
        }
        let (total, folded) = Self.fold(primary, parsed.additional, by: factor)
        if let result = AmountConverter.convert(total, food: food, to: system) {
            primary = result
            converted = true
            foldedAdditional = folded
        }
    }

    /// Scaled metric amounts move between g and kg, ml and l: "0.5kg" reads better as "500 g".
    private mutating func normaliseMetric() {
        let larger = ["g": "kg", "ml": "l"], smaller = ["kg": "g", "l": "ml"]
        guard let unit = primary.unit else { return }
        if let up = larger[unit], primary.quantity >= 1000 {
            primary = Self.scaled(primary, by: 0.001)
            primary.unit = up
            converted = true
        } else if let down = smaller[unit], primary.quantity < 1 {
            primary = Self.scaled(primary, by: 1000)
            primary.unit = down
            converted = true
        }
    }

    static func scaled(_ amount: Amount, by factor: Double) -> Amount {
        Amount(quantity: amount.quantity * factor, quantityMax: amount.quantityMax.map { $0 * factor }, unit: amount.unit)
    }

    /// The first amount plus any additions of the same kind, in the first amount's unit.
    private static func fold(_ first: Amount, _ additions: [Amount], by factor: Double) -> (Amount, Bool) {
        guard !additions.isEmpty, let unit = first.unit.flatMap(Unit.named), let base = unit.base else { return (first, false) }
        var extra = 0.0
        for addition in additions {
            guard let added = addition.unit.flatMap(Unit.named), added.kind == unit.kind, let addedBase = added.base
            else { return (first, false) }
            extra += addition.quantity * factor * addedBase / base
        }
        return (Amount(quantity: first.quantity + extra, quantityMax: first.quantityMax.map { $0 + extra }, unit: first.unit), true)
    }
}
