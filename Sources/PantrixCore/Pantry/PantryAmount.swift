import FoodKit
import Foundation

/// One amount of a pantry item, in the item's own unit: 12 (eggs, counted), 1.5 kg, 2 cups.
public struct PantryAmount: Codable, Sendable, Equatable {
    public var quantity: Double
    /// nil: whole items, counted ("6 eggs").
    public var unit: String?
    /// What it weighs, when FoodKit knows.
    public var grams: Double?

    public init(quantity: Double, unit: String?, grams: Double?) {
        self.quantity = quantity
        self.unit = unit
        self.grams = grams
    }

    public var isCount: Bool { unit == nil }

    /// "2", "1 ½ cups", "1.5 kg", "250 g": the amount without the food's name.
    public var text: String {
        let (quantity, unit) = PantryAmounts.readable(self.quantity, self.unit)
        guard let unit else { return LineDisplay.formatQuantity(quantity, system: .us) }
        let number = switch unit {
        case "g", "ml", "mg": PlainNumber.text(quantity.rounded())
        case "kg", "l": PlainNumber.text((quantity * 100).rounded() / 100)
        default: LineDisplay.formatQuantity(quantity, system: .us)
        }
        return number + " " + UnitWords.display(unit, quantity: quantity)
    }

    /// Grams per unit of this amount, when both are known.
    var gramsEach: Double? {
        guard let grams, grams > 0, quantity > 0 else { return nil }
        return grams / quantity
    }

    /// `quantity` of the same unit, weighed like this amount.
    func part(_ quantity: Double) -> PantryAmount {
        PantryAmount(quantity: quantity, unit: unit, grams: gramsEach.map { $0 * quantity })
    }

    /// This amount expressed in `other`'s unit, when the two convert: the same unit, units of one
    /// kind (g and kg, cups and ml), or through grams when `other` says what one of its units weighs.
    func converted(toUnitOf other: PantryAmount) -> PantryAmount? {
        if unit == other.unit { return self }
        if let from = unit.flatMap(Unit.named), let to = other.unit.flatMap(Unit.named), from.kind == to.kind,
           let fromBase = from.base, let toBase = to.base {
            return PantryAmount(quantity: quantity * fromBase / toBase, unit: other.unit, grams: grams)
        }
        if let grams, let each = other.gramsEach {
            return PantryAmount(quantity: grams / each, unit: other.unit, grams: grams)
        }
        return nil
    }
}

/// The amounts of one pantry item: usually one; two when they can't be added up (a count and a
/// weight of something whose item weight nobody knows), rather than one corrupted figure.
public enum PantryAmounts {
    /// `amounts` plus `new`, added in the first amount's unit it converts to.
    public static func adding(_ new: PantryAmount, to amounts: [PantryAmount]) -> [PantryAmount] {
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
    public static func grams(_ amounts: [PantryAmount]) -> Double? {
        guard !amounts.isEmpty else { return nil }
        var total = 0.0
        for amount in amounts {
            guard let grams = amount.grams else { return nil }
            total += grams
        }
        return total
    }

    /// How many whole items there are, when the item is counted.
    public static func count(_ amounts: [PantryAmount]) -> Double? {
        amounts.first(where: \.isCount)?.quantity
    }

    /// "12 eggs", "1 onion", "1.5 kg flour", "2 bunches + 200 g coriander"; the name alone without amounts.
    public static func text(_ amounts: [PantryAmount], name: String) -> String {
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
