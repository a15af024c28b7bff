import FoodKit
import Foundation

/// One pantry line read by FoodKit: "2 cups rice", "eggs", "500 g chicken thighs".
public struct PantryEntry: Sendable {
    public let text: String
    public let name: String
    public let ingredientKey: String
    public let foodID: String?
    public let quantity: Double?
    public let unit: String?
    public let grams: Double?
    /// Set when the text had an amount FoodKit could not read or weigh; the item is kept without it.
    public let note: String?

    public init?(text raw: String, matcher: FoodMatcher = .shared) {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.count <= 200 else { return nil }
        let parsed = IngredientParser.parse(text)
        let name = parsed.name.isEmpty ? text : parsed.name
        let match = matcher.match(parsed)
        self.text = text
        self.name = name
        ingredientKey = match?.ingredientKey ?? PantryKey.forUnmatched(name)
        foodID = match?.food.id
        quantity = parsed.quantity
        unit = parsed.unit
        let weighed = match.flatMap { parsed.quantity == nil ? nil : GramConverter.grams(for: parsed, food: $0.food).grams }
        grams = weighed
        note = parsed.quantity != nil && match != nil && weighed == nil
            ? "Pantrix could not work out how much “\(text)” is, so it counts as present in any amount." : nil
        guard !ingredientKey.isEmpty else { return nil }
    }

    /// Close alternatives for something no food matched, for "did you mean".
    public static func suggestions(for name: String, limit: Int = 3) -> [String] {
        FoodCatalogue.shared.search(name, limit: limit).map(\.description)
    }
}
