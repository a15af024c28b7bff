import Foundation

/// Amounts as people write them: "3", "0.75", "2.5" — no trailing ".0", no float noise.
public enum PlainNumber {
    public static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", value)
    }

    /// A value with at most one decimal, as `String(format: "%.1f")` writes it ("2.5", "-0.5",
    /// "3.0"), without Foundation's formatter (a few microseconds on every nutrition label).
    public static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e14 else { return String(format: "%.1f", value) }
        let tenths = Int((value * 10).rounded())
        let whole = String(abs(tenths) / 10) + "." + String(abs(tenths) % 10)
        return tenths < 0 ? "-" + whole : whole
    }
}
