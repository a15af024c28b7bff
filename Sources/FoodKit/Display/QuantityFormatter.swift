import Foundation

/// Numbers as a cook reads them: fractions for cups and counts, round decimals for metric.
enum QuantityFormatter {
    private static let glyphs: [(Double, String)] = [
        (1.0 / 8, "⅛"), (1.0 / 4, "¼"), (1.0 / 3, "⅓"), (1.0 / 2, "½"), (2.0 / 3, "⅔"), (3.0 / 4, "¾"),
    ]

    /// "1 ½", "⅔", "12". Counts skip eighths: nobody uses ⅛ of an egg.
    static func fraction(_ value: Double, forCount: Bool = false) -> String {
        guard value.isFinite, value > 0 else { return value.isFinite ? "0" : "?" }
        if value >= 20 { return whole(value.rounded()) }
        // Past ten only halves still matter: "14 oz", "10 ½ cups".
        if value >= 10 {
            let halves = (value * 2).rounded() / 2
            return halves == halves.rounded() ? whole(halves) : "\(whole(halves.rounded(.down))) ½"
        }
        var whole = value.rounded(.down)
        let part = value - whole
        let allowed = glyphs.filter { !forCount || $0.0 > 0.2 }
        var best: (distance: Double, glyph: String?) = (part, nil)
        if 1 - part < best.distance { best = (1 - part, nil); whole += 1 }
        for (fraction, glyph) in allowed where abs(part - fraction) < best.distance {
            best = (abs(part - fraction), glyph)
            whole = value.rounded(.down)
        }
        // A tiny amount still shows as the smallest fraction rather than "0".
        if whole == 0 && best.glyph == nil { return allowed.first!.1 }
        guard let glyph = best.glyph else { return self.whole(whole) }
        return whole == 0 ? glyph : "\(self.whole(whole)) \(glyph)"
    }

    /// At most one decimal, none when it is zero: "1.5", "250".
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return whole(rounded) }
        return PlainNumber.oneDecimal(rounded)
    }

    private static func whole(_ value: Double) -> String {
        abs(value) < 1e15 ? String(Int(value)) : String(format: "%.0f", value)
    }

    /// Metric steps: ½ below 10, whole numbers to 50, fives to 1000.
    static func roundMetric(_ value: Double) -> Double {
        switch value {
        case ..<10: max((value * 2).rounded() / 2, 0.5)
        case ..<50: value.rounded()
        default: (value / 5).rounded() * 5
        }
    }
}
