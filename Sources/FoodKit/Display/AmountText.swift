/// Writes numbers and units in the style each unit calls for.
enum AmountText {
    /// "1 ½", "250", "1.2", or a range "2-3" joined by `separator`.
    static func quantity(_ amount: Amount, separator: String = "-") -> String {
        let low = number(amount.quantity, unit: amount.unit)
        guard let high = amount.quantityMax, high > amount.quantity else { return low }
        let highText = number(high, unit: amount.unit)
        return highText == low ? low : low + separator + highText
    }

    static func number(_ value: Double, unit: String?) -> String {
        switch unit {
        case "g", "ml", "mg": QuantityFormatter.decimal(QuantityFormatter.roundMetric(value))
        case "kg", "l", "dl", "cl": QuantityFormatter.decimal(value)
        case "cm", "mm": QuantityFormatter.decimal((value * 2).rounded() / 2)
        case nil: QuantityFormatter.fraction(value, forCount: true)
        case let unit?:
            Unit.named(unit)?.kind == .count ? QuantityFormatter.fraction(value, forCount: true) : QuantityFormatter.fraction(value)
        }
    }

    /// "1 ½ cups", "395 g": a whole converted amount.
    static func amount(_ amount: Amount) -> String {
        let text = quantity(amount)
        guard let unit = amount.unit else { return text }
        return text + " " + UnitSpelling.display(unit, plural: isPlural(amount))
    }

    /// Judged on the number as shown: 1.06 cups is written "1 cup".
    static func isPlural(_ amount: Amount) -> Bool {
        NounNumber.isPlural(shown: number(amount.quantityMax ?? amount.quantity, unit: amount.unit))
    }
}
