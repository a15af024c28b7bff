import FoodKit
import Foundation

/// One thing to buy. Amounts from different recipes are summed in one dimension: millilitres
/// for volumes, grams for masses, a count for items ("count:clove"); mixed ones fall back to grams.
package struct GroceryItem: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    /// The kitchen whose list it is on: its cook's own, or their household's.
    package var kitchenId: Int64
    package var ingredientKey: String
    package var name: String
    package var foodId: String?
    package var amount: Double?
    package var dimension: String?
    package var grams: Double?
    package var storeSection: String
    package var price: Double?
    package var checked: Bool
    package var createdAt: Date

    package static let databaseTableName = "grocery_item"

    package mutating func didInsert(rowID: Int64) { id = rowID }

    /// What is bought, as the pantry keeps it: the pack, the rounded weight, the whole items.
    package var pantryAmount: PantryAmount? { ShoppingSize(item: self).bought }

    /// What to buy: "1 tin (200 g)", "1 kg", "3 cloves", or nil when no amount is known.
    package var amountText: String? { ShoppingSize(item: self).text }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64? = nil, kitchenId: Int64, ingredientKey: String, name: String, foodId: String? = nil, amount: Double? = nil, dimension: String? = nil, grams: Double? = nil, storeSection: String, price: Double? = nil, checked: Bool, createdAt: Date) {
        self.id = id
        self.kitchenId = kitchenId
        self.ingredientKey = ingredientKey
        self.name = name
        self.foodId = foodId
        self.amount = amount
        self.dimension = dimension
        self.grams = grams
        self.storeSection = storeSection
        self.price = price
        self.checked = checked
        self.createdAt = createdAt
    }
}

/// What one recipe line (or a typed item) adds to the list.
package struct GroceryAddition: Sendable {
    package let ingredientKey: String
    package let name: String
    package let foodID: String?
    package private(set) var amount: Double?
    package let dimension: String?
    package private(set) var grams: Double?
    package let storeSection: String
    package private(set) var price: Double?

    /// What saved recipe lines add, `scale` times over (servings planned ÷ the recipe's). Each line
    /// keeps the food and ingredient key it was saved with, so the list merges by them.
    static func additions(for lines: [RecipeIngredient], scale: Double = 1) -> [GroceryAddition] {
        let analyzer = RecipeAnalyzer()
        return lines.map { line in
            let match = line.foodId.flatMap { FoodMatcher.shared.match(foodID: $0, ingredientKey: line.ingredientKey) }
            var addition = GroceryAddition(line: analyzer.analyze(parsed: IngredientParser.parse(line.text), match: match))
            if scale != 1 {
                addition.amount = addition.amount.map { $0 * scale }
                addition.grams = addition.grams.map { $0 * scale }
                addition.price = addition.price.map { $0 * scale }
            }
            return addition
        }
    }

    package init(line: AnalyzedLine) {
        let parsed = line.parsed
        ingredientKey = line.match?.ingredientKey ?? PantryKey.forUnmatched(parsed.name)
        name = parsed.name.isEmpty ? parsed.input : parsed.name
        foodID = line.match?.food.id
        grams = line.grams.grams
        storeSection = line.match?.food.storeSection.rawValue ?? StoreSection.other.rawValue
        price = line.cost
        let unit = parsed.unit.flatMap(Unit.named)
        switch (parsed.quantity, unit?.kind) {
        case let (quantity?, .volume?): (amount, dimension) = (quantity * (unit?.base ?? 1), "ml")
        case let (quantity?, .mass?): (amount, dimension) = (quantity * (unit?.base ?? 1), "g")
        case let (quantity?, _): (amount, dimension) = (quantity * (parsed.multiplier ?? 1), "count:" + (parsed.unit ?? ""))
        default: (amount, dimension) = (nil, nil)
        }
    }
}

enum GroceryAmount {
    static let cup = 236.588, tablespoon = 14.787, teaspoon = 4.929

    static func text(amount: Double, dimension: String) -> String {
        switch dimension {
        case "ml":
            if amount >= cup / 4 { return LineDisplay.formatQuantity(amount / cup, system: .us) + " " + UnitWords.display("cup", quantity: amount / cup) }
            if amount >= tablespoon { return LineDisplay.formatQuantity(amount / tablespoon, system: .us) + " tbsp" }
            return LineDisplay.formatQuantity(amount / teaspoon, system: .us) + " tsp"
        case "g":
            return amount >= 1000 ? LineDisplay.formatQuantity(amount / 1000, system: .metric) + " kg"
                : LineDisplay.formatQuantity(amount, system: .metric) + " g"
        default:
            // Things are bought whole: half an egg (a week planned for fewer servings than the
            // recipe makes) or ⅓ of a can is one on the list.
            let whole = max((amount - 0.05).rounded(.up), 1)
            let number = LineDisplay.formatQuantity(whole, system: .us)
            return countUnit(dimension).map { number + " " + UnitWords.display($0, quantity: whole) } ?? number
        }
    }

    /// "clove" of "count:clove"; nil for whole items ("count:").
    static func countUnit(_ dimension: String) -> String? {
        let unit = dimension.hasPrefix("count:") ? String(dimension.dropFirst(6)) : ""
        return unit.isEmpty ? nil : unit
    }

    /// Sums two amounts in one dimension when they convert; else grams when both are weighed.
    static func merge(_ item: inout GroceryItem, _ addition: GroceryAddition) {
        let summedGrams = item.grams.flatMap { a in addition.grams.map { a + $0 } }
        if let amount = item.amount, let add = addition.amount, item.dimension == addition.dimension {
            item.amount = amount + add
        } else if item.amount == nil && item.grams == nil {
            (item.amount, item.dimension) = (addition.amount, addition.dimension)
        } else if let summedGrams {
            (item.amount, item.dimension) = (summedGrams, "g")
        } else {
            (item.amount, item.dimension) = (nil, nil)
        }
        item.grams = summedGrams ?? (item.grams == nil ? addition.grams : nil)
        item.price = item.price.flatMap { a in addition.price.map { a + $0 } } ?? item.price ?? addition.price
        item.checked = false
    }
}
