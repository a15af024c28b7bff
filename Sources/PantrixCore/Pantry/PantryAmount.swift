import FoodKit
import Foundation

/// One amount of a pantry item, in the item's own unit: 12 (eggs, counted), 1.5 kg, 2 cups.
package struct PantryAmount: Codable, Sendable, Equatable {
    package var quantity: Double
    /// nil: whole items, counted ("6 eggs").
    package var unit: String?
    /// What it weighs, when FoodKit knows.
    package var grams: Double?

    package init(quantity: Double, unit: String?, grams: Double?) {
        self.quantity = quantity
        self.unit = unit
        self.grams = grams
    }

    package var isCount: Bool { unit == nil }

    /// "2", "1 ½ cups", "1.5 kg", "250 g": the amount without the food's name.
    package var text: String {
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
