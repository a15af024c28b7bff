import FoodKit
import Foundation

/// Prices as the pages print them.
package enum Money {
    package static func usd(_ amount: Double) -> String { String(format: "$%.2f", amount) }
    /// For URLs and inputs: "2.5", "3".
    package static func plain(_ amount: Double) -> String {
        amount == amount.rounded() ? String(Int(amount)) : String(format: "%.2f", amount)
    }
}
