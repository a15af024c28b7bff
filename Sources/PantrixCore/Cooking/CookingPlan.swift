import FoodKit
import Foundation

/// What "I cooked this" will do to the pantry, worked out before the user confirms and again,
/// the same way, when they do.
package struct CookingPlan: Sendable {
    package enum Action: Sendable, Equatable {
        /// The amount is known on both sides: this much comes off the item.
        case reduce(by: PantryAmount, leaving: PantryAmount)
        /// Known on both sides and the dish needs it all.
        case useUp
        /// No amount on one side: the user says whether it is used up (a checkbox).
        case ask
    }

    package struct Use: Sendable {
        package let item: PantryItem
        package let action: Action
        package let freshness: PointsRules.Freshness
        /// The recipe's name for the food when the item stands in for another ("skim milk").
        package let standsFor: String?
    }

    package let recipeID: Int64
    package let recipeTitle: String
    package let servings: Int
    package let recipeServings: Int
    package let uses: [Use]

    /// Matches the recipe's lines against the user's pantry items as the recipe page does
    /// (PantryCheck: each line gets the item that fits it best, across the whole recipe); staples
    /// are never used up. Quantities scale with `servings / recipeServings`; lines of one food add up.
    package static func make(
        recipe: Recipe, lines: [RecipeIngredient], items: [PantryItem], servings: Int, day: String, rules: PointsRules,
        families: FoodFamilies = .shared
    ) -> CookingPlan {
        let scale = Double(servings) / Double(max(recipe.servings, 1))
        let needs = RecipeIngredient.needs(lines, scale: scale)
        var pantry = PantrySet(families: families)
        for item in items {
            let amounts = item.amountList
            pantry.add(key: item.ingredientKey, name: item.name, grams: PantryAmounts.grams(amounts), count: PantryAmounts.count(amounts))
        }
        let itemByKey = Dictionary(items.indices.map { (items[$0].ingredientKey, $0) }, uniquingKeysWith: { first, _ in first })
        // What each item gives, summed when it covers several lines (eggs for yolks and whites).
        var taken: [Int: (need: RecipeNeed, standsFor: String?)] = [:]
        var order: [Int] = []
        for entry in PantryCheck(lines: lines, pantry: pantry, scale: scale).lines {
            let holding: PantrySet.Holding
            switch entry.status {
            case .have(let item), .notEnough(let item, _): holding = item
            case .missing, .unknown: continue
            }
            guard let key = entry.line.ingredientKey, let need = needs[key], let index = itemByKey[holding.pantryKey] else { continue }
            let standsFor = holding.cover == .same ? nil : entry.line.name
            if let before = taken[index] {
                taken[index] = (before.need.adding(need), before.standsFor ?? standsFor)
            } else {
                taken[index] = (need, standsFor)
                order.append(index)
            }
        }
        let uses = order.compactMap { index -> Use? in
            guard let (need, standsFor) = taken[index] else { return nil }
            let item = items[index]
            return Use(item: item, action: action(taking: need, from: item), freshness: rules.freshness(useBy: item.useBy, cookedOn: day),
                       standsFor: standsFor)
        }
        return CookingPlan(
            recipeID: recipe.id ?? 0, recipeTitle: recipe.title, servings: servings, recipeServings: recipe.servings, uses: uses)
    }

    /// Takes what the recipe needs off an item with one amount, in the item's own unit.
    static func action(taking need: RecipeNeed, from item: PantryItem) -> Action {
        let amounts = item.amountList
        guard amounts.count == 1, let have = amounts.first, let used = used(need, of: have) else { return .ask }
        let left = have.quantity - used
        // Counted things go in whole ones; of a measure, crumbs (2 %, or a gram) count as used up.
        let crumbs = have.isCount ? left < 0.5 : left <= have.quantity * 0.02 || left * (have.gramsEach ?? 0) <= 1
        return crumbs ? .useUp : .reduce(by: have.part(used), leaving: have.part(left))
    }

    /// How much of `have`, in its unit, the need takes: counted things by count (2 large eggs take
    /// 2 of your eggs, whatever each weighs) or in whole items when weighed, at least one; measures
    /// in their own unit where the units convert (a litre less 250 ml), else by weight.
    static func used(_ need: RecipeNeed, of have: PantryAmount) -> Double? {
        if have.isCount {
            if let count = need.count { return max(count.rounded(.up), 1) }
            guard let grams = need.grams, let each = have.gramsEach else { return nil }
            return max((grams / each).rounded(), 1)
        }
        if let measure = need.measure, let same = measure.converted(toUnitOf: have) { return same.quantity }
        guard let grams = need.grams, let each = have.gramsEach else { return nil }
        return grams / each
    }
}

/// What recording a cooked dish did.
package struct CookingResult: Sendable {
    package let entryID: Int64
    package let award: PointsRules.Award
    package let removed: [String]
    package let reduced: [String]
    /// The day of the meal plan entry this ticked, if one was planned.
    package var plannedDay: String? = nil
}

/// One line of a cooking history.
package struct CookingEntry: Sendable, Codable, RowDecodable {
    package let id: Int64
    package let recipeId: Int64?
    package let recipeTitle: String
    package let servings: Int
    package let cookedAt: Date
    package let points: Int
    package let photoPoints: Int
    package let withheld: String?
    package let itemsUsed: String
    /// Why a moderator voided the entry (`withheld` is then "voided").
    package var voidReason: String? = nil

    package var used: [PointsRules.UsedItem] {
        (try? JSONDecoder().decode([PointsRules.UsedItem].self, from: Data(itemsUsed.utf8))) ?? []
    }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, recipeId: Int64?, recipeTitle: String, servings: Int, cookedAt: Date, points: Int, photoPoints: Int, withheld: String?, itemsUsed: String, voidReason: String? = nil) {
        self.id = id
        self.recipeId = recipeId
        self.recipeTitle = recipeTitle
        self.servings = servings
        self.cookedAt = cookedAt
        self.points = points
        self.photoPoints = photoPoints
        self.withheld = withheld
        self.itemsUsed = itemsUsed
        self.voidReason = voidReason
    }
}
