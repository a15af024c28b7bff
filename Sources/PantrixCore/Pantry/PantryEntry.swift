import FoodKit
import Foundation

/// One pantry line read by FoodKit: "2 cups rice", "eggs", "500 g chicken thighs", and the
/// page's own "2 bunches + 200 g coriander" for amounts kept side by side.
package struct PantryEntry: Sendable {
    package let text: String
    package let name: String
    package let ingredientKey: String
    package let foodID: String?
    /// In the units as typed; empty when no amount was given.
    package let amounts: [PantryAmount]
    /// Set when the text had an amount FoodKit could not read or weigh; the item is kept without it.
    package let note: String?

    package var quantity: Double? { amounts.first?.quantity }
    package var unit: String? { amounts.first?.unit }
    package var grams: Double? { PantryAmounts.grams(amounts) }

    /// `food`, when given, is the food the line is (a product's, chosen by a person); otherwise
    /// the matcher reads it from the text.
    package init?(text raw: String, food: FoodMatch? = nil, matcher: FoodMatcher = .shared) {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.count <= 200 else { return nil }
        // Only "+ <amount>" continues an item ("3 kohlrabi + 500 g"); "salt + pepper" is one line as typed.
        let split = text.components(separatedBy: " + ")
        let parts = split.count > 1 && split.dropFirst().allSatisfy({ $0.first?.isNumber == true }) ? split : [text]
        let parsed = IngredientParser.parse(parts[0])
        let name = parsed.name.isEmpty ? text : parsed.name
        let match = food ?? matcher.match(parsed)
        self.text = Self.agreeing(text, name: name, count: parts.count == 1 && parsed.unit == nil ? parsed.quantity : nil)
        self.name = name
        let key = match?.ingredientKey ?? PantryKey.forUnmatched(name)
        guard !key.isEmpty else { return nil }
        ingredientKey = key
        foodID = match?.food.id
        var amounts: [PantryAmount] = []
        var unweighed = false
        // "+ 200 g" after the first amount: the same food, another amount.
        for (index, part) in parts.enumerated() {
            let line = index == 0 ? parsed : IngredientParser.parse(part + " " + name)
            guard let quantity = line.quantity else { continue }
            let grams = match.flatMap { GramConverter.grams(for: line, food: $0.food).grams }
            if match != nil && grams == nil { unweighed = true }
            let count = line.unit == nil ? quantity * (line.multiplier ?? 1) : quantity
            amounts = PantryAmounts.adding(PantryAmount(quantity: count, unit: line.unit, grams: grams), to: amounts)
        }
        self.amounts = amounts
        note = unweighed && amounts.count == 1 && amounts[0].unit != nil
            ? "Pantrix could not work out how much “\(text)” weighs, so it counts as present in any amount." : nil
    }

    /// "1 onions" reads "1 onion": a counted food's name agrees with its number, the rest as typed.
    static func agreeing(_ text: String, name: String, count: Double?) -> String {
        guard let count, let range = text.range(of: name), text.range(of: name, range: range.upperBound..<text.endIndex) == nil else { return text }
        return text.replacingCharacters(in: range, with: NounNumber.agree(name, plural: NounNumber.isPlural(count)))
    }

    /// Close alternatives for something no food matched, for "did you mean".
    package static func suggestions(for name: String, limit: Int = 3) -> [String] {
        FoodCatalogue.shared.search(name, limit: limit).map(\.description)
    }
}
