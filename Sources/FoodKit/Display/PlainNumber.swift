import Foundation

/// Amounts as people write them: "3", "0.75", "2.5" — no trailing ".0", no float noise.
public enum PlainNumber {
    public static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", value)
    }
}
