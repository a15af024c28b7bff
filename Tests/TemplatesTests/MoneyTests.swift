import Foundation
import Testing
@testable import Templates

/// Prices print as Foundation's "%.2f" would print them, whatever the amount.
@Suite struct MoneyTests {
    @Test func everyAmountPrintsAsTheFormatterWouldPrintIt() {
        var amounts: [Double] = [0, 0.004, 0.005, 0.0051, 0.015, 0.125, 0.285, 1.005, 2.675, 9.995, 10, 99.999, 1234.5, 1e11]
        // Every cent up to $200, and the half cents beside them.
        for cents in 0...20_000 {
            amounts.append(Double(cents) / 100)
            amounts.append((Double(cents) + 0.5) / 100)
        }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 { amounts.append(Double.random(in: 0..<500, using: &random)) }
        for amount in amounts {
            #expect(Money.twoPlaces(amount) == String(format: "%.2f", amount), "\(amount)")
        }
        #expect(Money.usd(3.456) == "$3.46")
        #expect(Money.usd(0.07) == "$0.07")
        #expect(Money.plain(2.5) == "2.50" && Money.plain(3) == "3")
        #expect(Money.twoPlaces(-1.234) == "-1.23", "anything unusual goes to the formatter")
    }
}
