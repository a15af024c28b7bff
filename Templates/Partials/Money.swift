import FoodKit
import Foundation

/// Prices as the pages print them.
package enum Money {
    package static func usd(_ amount: Double) -> String { "$" + twoPlaces(amount) }
    /// For URLs and inputs: "2.50", "3".
    package static func plain(_ amount: Double) -> String {
        amount == amount.rounded() ? String(Int(amount)) : twoPlaces(amount)
    }

    /// `String(format: "%.2f", amount)` without Foundation's formatter, which cost a page of 24
    /// cards more than the rest of their numbers: whole cents by integer arithmetic, and the
    /// formatter itself only where the amount sits so near half a cent that the two could differ.
    static func twoPlaces(_ amount: Double) -> String {
        let cents = amount * 100
        let rounded = cents.rounded(.toNearestOrEven)
        guard amount.isFinite, amount >= 0, amount < 1e12, abs(abs(cents - rounded) - 0.5) > 1e-6 else {
            return String(format: "%.2f", amount)
        }
        let whole = Int(rounded)
        let fraction = whole % 100
        return "\(whole / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
