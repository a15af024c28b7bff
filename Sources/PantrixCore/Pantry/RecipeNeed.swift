import Foundation

/// What a recipe line asks of the pantry: grams, and whole items when every line of the food
/// counts them ("6 large eggs").
package struct RecipeNeed: Sendable, Equatable {
    package var grams: Double?
    package var count: Double?
    /// The lines' own measure added up ("250 ml"), when they are in units that add: so a litre
    /// of milk less 250 ml leaves 750 ml, whatever a millilitre of each milk weighs.
    package var measure: PantryAmount?

    /// Both needs together: sums where both sides know a figure, unknown otherwise.
    func adding(_ other: RecipeNeed) -> RecipeNeed {
        // Measures that don't add up into one amount leave the need to grams and counts.
        let summed = measure.flatMap { mine in other.measure.map { PantryAmounts.adding($0, to: [mine]) } }
        let measure = summed?.count == 1 ? summed?.first : nil
        return RecipeNeed(grams: grams.flatMap { a in other.grams.map { a + $0 } },
                          count: count.flatMap { a in other.count.map { a + $0 } }, measure: measure)
    }
}

extension RecipeIngredient {
    /// What a recipe needs of each food, lines of one food added up (two lines of butter need
    /// both amounts) — the same sums the cook-now index keeps. Lines no food matched are left out.
    static func needs(_ lines: [RecipeIngredient], scale: Double = 1) -> [String: RecipeNeed] {
        var needs: [String: RecipeNeed] = [:]
        for line in lines where !line.isHeading {
            guard let key = line.ingredientKey else { continue }
            let grams = line.grams.map { $0 * scale }
            let count = line.unit == nil ? line.quantity.map { $0 * scale } : nil
            let measure = line.unit.flatMap { unit in line.quantity.map { PantryAmount(quantity: $0 * scale, unit: unit, grams: grams) } }
            let need = RecipeNeed(grams: grams, count: count, measure: measure)
            needs[key] = needs[key].map { $0.adding(need) } ?? need
        }
        return needs
    }
}
