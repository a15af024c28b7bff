import FoodKit
import Foundation

/// What a grocery item asks a shopper to buy, and what then goes into the pantry: whole items,
/// packs for shelf goods, weights and volumes rounded up to how they are sold — never the
/// recipe's "1 ½ tsp" or "957.2 g".
package struct ShoppingSize: Sendable, Equatable {
    /// "1 tin (200 g)", "1 kg", "500 ml", "3 lemons"'s "3"
    package let text: String?
    /// What is bought, as the pantry keeps it.
    package let bought: PantryAmount?

    package init(item: GroceryItem) {
        let food = item.foodId.flatMap { FoodCatalogue.shared.food(id: $0) }
        // Grams per millilitre of this food when the list knows both, for packs sold by volume.
        let density = item.dimension == "ml" ? item.grams.flatMap { grams in item.amount.map { grams / max($0, 0.001) } } : nil
        if let pack = PackSizes.pack(key: item.ingredientKey, food: food) {
            let needed = Self.needed(item, in: pack.unit, density: density)
            let count = max(((needed ?? 0) / pack.quantity - 0.02).rounded(.up), 1)
            let size = PlainNumber.text(pack.quantity) + " " + pack.unit
            let word = NounNumber.agree(pack.word, plural: count > 1)
            text = count == 1 ? "1 \(word) (\(size))" : "\(PlainNumber.text(count)) \(word) (\(size) each)"
            let total = count * pack.quantity
            bought = PantryAmount(quantity: total, unit: pack.unit, grams: pack.unit == "g" ? total : density.map { total * $0 })
            return
        }
        guard let amount = item.amount, let dimension = item.dimension else {
            (text, bought) = (nil, nil)
            return
        }
        switch dimension {
        case "g":
            let grams = Self.roundedWeight(amount)
            (text, bought) = (Self.gramsText(grams), PantryAmount(quantity: grams, unit: "g", grams: grams))
        case "ml" where food.map({ [.dairy, .drinks].contains($0.storeSection) }) != true && item.grams != nil:
            // Chopped parsley or diced onion by the cup is bought by weight.
            let grams = Self.roundedWeight(item.grams ?? 0)
            (text, bought) = (Self.gramsText(grams), PantryAmount(quantity: grams, unit: "g", grams: grams))
        case "ml":
            let ml = Self.roundedVolume(amount)
            let text = ml >= 1000 ? PlainNumber.text(ml / 1000) + " l" : PlainNumber.text(ml) + " ml"
            (self.text, bought) = (text, PantryAmount(quantity: ml, unit: "ml", grams: density.map { ml * $0 }))
        default:
            // Things are bought whole: half an egg or ⅓ of a can is one on the list.
            let whole = max((amount - 0.05).rounded(.up), 1)
            text = GroceryAmount.text(amount: whole, dimension: dimension)
            bought = PantryAmount(quantity: whole, unit: GroceryAmount.countUnit(dimension), grams: item.grams.map { $0 * whole / max(amount, 0.001) })
        }
    }

    /// What the item amounts to in the pack's unit, when it converts.
    private static func needed(_ item: GroceryItem, in unit: String, density: Double?) -> Double? {
        if item.dimension == unit { return item.amount }
        if unit == "g" { return item.grams }
        return item.grams.map { $0 / (density ?? 1) }
    }

    /// Up to the next 100 g to a kilo (340 g → 400 g, 957.2 g → 1 kg), then to the next 250 g.
    static func roundedWeight(_ grams: Double) -> Double {
        let step = grams > 1000 ? 250.0 : 100.0
        return max((grams / step - 0.001).rounded(.up) * step, 100)
    }

    /// 250 ml, 500 ml, 1 l, then whole half-litres.
    static func roundedVolume(_ ml: Double) -> Double {
        for size in [250.0, 500, 1000] where ml <= size + 0.5 { return size }
        return (ml / 500 - 0.001).rounded(.up) * 500
    }

    static func gramsText(_ grams: Double) -> String {
        grams >= 1000 ? PlainNumber.text(grams / 1000) + " kg" : PlainNumber.text(grams) + " g"
    }
}
