import Testing
@testable import FoodKit

/// One hand-checked expectation for the parser. Every field is compared: nil and empty
/// defaults mean the parser must leave that field absent.
struct ParserCase: Sendable, CustomTestStringConvertible {
    let input: String
    let quantity: Double?
    let quantityMax: Double?
    let unit: String?
    let size: String?
    let name: String
    let preparation: String?
    let comment: String?
    let alternatives: [Amount]
    let multiplier: Double?
    let packageSize: Amount?
    let container: String?
    let isHeading: Bool
    let alternative: String?
    let isSubRecipe: Bool

    init(_ input: String, _ quantity: Double?, _ unit: String?, _ name: String, max: Double? = nil,
         size: String? = nil, prep: String? = nil, comment: String? = nil, alts: [Amount] = [],
         times: Double? = nil, package: Amount? = nil, container: String? = nil, heading: Bool = false,
         alternative: String? = nil, subRecipe: Bool = false) {
        self.input = input
        self.quantity = quantity
        quantityMax = max
        self.unit = unit
        self.size = size
        self.name = name
        preparation = prep
        self.comment = comment
        alternatives = alts
        multiplier = times
        packageSize = package
        self.container = container
        isHeading = heading
        self.alternative = alternative
        isSubRecipe = subRecipe
    }

    var testDescription: String { input }

    /// Every case from every file, for the checks that apply to all of them.
    static var all: [ParserCase] { us + metric + edge + phrasings }
}

/// Shorthand for an expected amount: `amt(7, "oz")`.
func amt(_ quantity: Double, _ unit: String?, max: Double? = nil) -> Amount {
    Amount(quantity: quantity, quantityMax: max, unit: unit)
}
