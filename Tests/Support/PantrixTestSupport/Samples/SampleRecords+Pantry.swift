import PantrixCore
import FoodKit
import Foundation

/// The viewer's pantry, staples, grocery list, cook-now results and a cooking plan.
extension SampleRecords {
    /// Thirty items as typed, with use-by dates in days from today (some soon, two past).
    static let pantryLines: [(text: String, useByInDays: Int?)] = [
        ("6 eggs", 5), ("1 l milk", 2), ("500 g chicken thighs", 1), ("2 leeks", 4), ("250 g mushrooms", -1),
        ("garlic", nil), ("1 kg plain flour", nil), ("320 g puff pastry", 6), ("1 kg potatoes", nil), ("3 onions", nil),
        ("2 carrots", 8), ("500 g basmati rice", nil), ("500 g spaghetti", nil), ("2 cans chopped tomatoes", nil), ("1 can chickpeas", nil),
        ("200 g cheddar", 10), ("250 g butter", 20), ("150 g greek yogurt", 3), ("1 lemon", nil), ("2 limes", 7),
        ("1 bunch coriander", -2), ("fresh ginger", nil), ("soy sauce", nil), ("honey", nil), ("olive oil", nil),
        ("6 tortillas", 9), ("100 g parmesan", 30), ("1 red pepper", 5), ("200 g spinach", 1), ("dukkah", nil),
    ]

    /// The items as `AppDatabase.pantryItems` returns them: dated ones first, soonest first, then by name.
    package static let pantryItems: [PantryItem] = pantryLines.enumerated().compactMap { index, line -> PantryItem? in
        guard let entry = PantryEntry(text: line.text) else { return nil }
        let useBy = line.useByInDays.map { UseByDate.string(now.addingTimeInterval(Double($0) * 86_400)) }
        var item = PantryItem(entry, kitchenID: viewer.id ?? 0, useBy: useBy, at: daysAgo(Double(30 - index)))
        item.id = Int64(index + 1)
        return item
    }.sorted { ($0.useBy == nil ? 1 : 0, $0.useBy ?? "", $0.name.lowercased()) < ($1.useBy == nil ? 1 : 0, $1.useBy ?? "", $1.name.lowercased()) }

    package static let staples: [Staple] = ["salt", "black pepper", "water", "vegetable oil"].compactMap { text in
        PantryEntry(text: text).map { Staple(kitchenId: viewer.id ?? 0, ingredientKey: $0.ingredientKey, name: $0.name) }
    }

    /// The pantry as recipe lines ask for it, as `AppDatabase.pantrySet` builds it.
    package static let pantrySet = PantrySet(items: pantryItems, staples: staples, today: now)

    /// Fifteen things to buy across the store's sections, three already in the trolley.
    package static let groceryList: GroceryList = {
        let lines = [
            "2 lemons", "500 g spaghetti", "1 bunch flat-leaf parsley", "400 g can chopped tomatoes", "250 g mascarpone",
            "1 kg new potatoes", "6 large eggs", "1 l whole milk", "500 g chicken breast", "200 g smoked bacon",
            "1 sourdough loaf", "2 tbsp chopped fresh tarragon", "500 g frozen peas", "1 cucumber", "washing-up liquid",
        ]
        let analysis = RecipeAnalyzer().analyze(lines: lines, servings: 1, foodChoices: [:])
        let forRecipes: [Int: [(id: Int64, title: String)]] = [
            4: [(allCards[12].id, allCards[12].title)],
            8: [(allCards[30].id, allCards[30].title), (allCards[31].id, allCards[31].title)],
            11: [(recipeID, recipeDraft.title)],
        ]
        let entries = analysis.lines.enumerated().map { index, line in
            let addition = GroceryAddition(line: line)
            let item = GroceryItem(
                id: Int64(501 + index), kitchenId: viewer.id ?? 0, ingredientKey: addition.ingredientKey, name: addition.name,
                foodId: addition.foodID, amount: addition.amount, dimension: addition.dimension, grams: addition.grams,
                storeSection: addition.storeSection, price: addition.price, checked: [0, 6, 13].contains(index), createdAt: daysAgo(1))
            return GroceryList.Entry(item: item, recipes: forRecipes[index] ?? [])
        }
        return GroceryList(entries: entries)
    }()

    /// Twenty-four cook-now results: a few ready to cook, the rest missing one to five foods.
    package static let cookNowCards: [CookNowCard] = {
        let wanted = ["tarragon", "double cream", "pancetta", "fennel", "capers", "pine nuts", "feta", "aubergine", "coconut milk",
                      "lemongrass", "fish sauce", "mascarpone", "anchovies", "tahini", "smoked paprika", "courgette"]
        return cards(24, from: 8).enumerated().map { index, card in
            let missing = index < 4 ? [] : (0..<(1 + index % 5)).map { wanted[(index * 3 + $0) % wanted.count] }
            let unknown = index % 6 == 5 ? ["zhoug"] : []
            let total = 7 + index % 6
            return CookNowCard(
                card: card, have: total - missing.count - unknown.count - (index % 7 == 3 ? 1 : 0), total: total, missing: missing,
                notEnough: index % 7 == 3 ? ["need 2 lb carrots — you have 6, about 360 g"] : [], unknown: unknown,
                substitutions: index % 4 == 1 ? ["using your milk for skim milk"] : [],
                assumes: index % 5 == 2 ? ["ground cinnamon", "baking powder"] : [], expiringUsed: index % 3)
        }
    }()

    /// What cooking the sample recipe for six takes from the viewer's pantry.
    package static let cookingPlan = CookingPlan.make(
        recipe: recipeDetail.recipe, lines: recipeDetail.ingredients, items: pantryItems, servings: 6, day: today, rules: .standard)
}
