/// A recipe line as shown to the cook after scaling or changing measures. Only the amount
/// part of the original text is rewritten; the name, preparation and comments stay word
/// for word, so nothing the recipe said is lost or reworded.
public struct LineDisplay {
    public static func text(for line: AnalyzedLine, scale: Double, system: MeasureSystem) -> String {
        text(for: line.parsed, food: line.match?.food, scale: scale, system: system)
    }

    /// `food` lets cups of a dry good become grams (a cup of flour is 125 g, not 240 ml).
    public static func text(for parsed: ParsedIngredient, food: Food? = nil, scale: Double, system: MeasureSystem) -> String {
        guard scale.isFinite, scale > 0, !parsed.isHeading, parsed.quantity != nil,
              let span = AmountSpan(parsed) else { return parsed.input }
        if scale == 1 && (system == .original || parsed.unit.map(system.accepts) ?? true) && !span.hasForeignAlternatives(system) {
            return parsed.input
        }
        var renderer = AmountRenderer(parsed: parsed, food: food, scale: scale, system: system, span: span)
        return renderer.render()
    }

    /// A quantity in the system's style: "1 ½" for US and original, "1.5" for metric.
    public static func formatQuantity(_ quantity: Double, system: MeasureSystem) -> String {
        system == .metric ? QuantityFormatter.decimal(quantity) : QuantityFormatter.fraction(quantity)
    }
}
