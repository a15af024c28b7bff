import FoodKit
import Foundation

/// The amounts of one pantry item: usually one; two when they can't be added up (a count and a
/// weight of something whose item weight nobody knows), rather than one corrupted figure.
package enum PantryAmounts {
    /// `amounts` plus `new`, added in the first amount's unit it converts to.
    package static func adding(_ new: PantryAmount, to amounts: [PantryAmount]) -> [PantryAmount] {
        var result = amounts
        for (index, amount) in amounts.enumerated() {
            guard let same = new.converted(toUnitOf: amount) else { continue }
            let grams: Double? = switch (amount.grams, same.grams) {
            case let (a?, b?): a + b
            case let (a?, nil): amount.gramsEach.map { a + $0 * same.quantity }
            case let (nil, b?): result.count == 1 ? same.gramsEach.map { b + $0 * amount.quantity } : nil
            case (nil, nil): nil
            }
            result[index] = PantryAmount(quantity: amount.quantity + same.quantity, unit: amount.unit, grams: grams)
            return result
        }
        return result + [new]
    }

    /// What the amounts weigh together; nil when any of them has no weight.
    package static func grams(_ amounts: [PantryAmount]) -> Double? {
        guard !amounts.isEmpty else { return nil }
        var total = 0.0
        for amount in amounts {
            guard let grams = amount.grams else { return nil }
            total += grams
        }
        return total
    }

    /// How many whole items there are, when the item is counted.
    package static func count(_ amounts: [PantryAmount]) -> Double? {
        amounts.first(where: \.isCount)?.quantity
    }

    /// "12 eggs", "1 onion", "1.5 kg flour", "2 bunches + 200 g coriander"; the name alone without amounts.
    package static func text(_ amounts: [PantryAmount], name: String) -> String {
        guard !amounts.isEmpty else { return name }
        let counted = amounts.contains(where: \.isCount)
        let parts = amounts.map { amount in
            // A count names the food: "12 eggs", "1 onion".
            amount.isCount ? amount.text + " " + NounNumber.agree(name, plural: NounNumber.isPlural(amount.quantity)) : amount.text
        }
        return parts.joined(separator: " + ") + (counted ? "" : " " + name)
    }

    /// 1500 g reads 1.5 kg; 0.75 kg reads 750 g.
    static func readable(_ quantity: Double, _ unit: String?) -> (Double, String?) {
        switch unit {
        case "g" where quantity >= 1000: (quantity / 1000, "kg")
        case "kg" where quantity < 1: (quantity * 1000, "g")
        case "ml" where quantity >= 1000: (quantity / 1000, "l")
        case "l" where quantity < 1: (quantity * 1000, "ml")
        default: (quantity, unit)
        }
    }
}
