import Foundation
import GRDB

/// What "I cooked this" will do to the pantry, worked out before the user confirms and again,
/// the same way, when they do.
public struct CookingPlan: Sendable {
    public enum Action: Sendable, Equatable {
        /// The amount is known on both sides: this many grams come off the item.
        case reduce(byGrams: Double, leaving: Double)
        /// Known on both sides and the dish needs it all.
        case useUp
        /// No amount on one side: the user says whether it is used up (a checkbox).
        case ask
    }

    public struct Use: Sendable {
        public let item: PantryItem
        public let action: Action
        public let freshness: PointsRules.Freshness
    }

    public let recipeID: Int64
    public let recipeTitle: String
    public let servings: Int
    public let recipeServings: Int
    public let uses: [Use]

    /// Matches the recipe's lines against the user's pantry items (staples are never used up).
    /// Quantities scale with `servings / recipeServings`; lines of one ingredient add up.
    static func make(
        recipe: Recipe, lines: [RecipeIngredient], items: [PantryItem], servings: Int, day: String, rules: PointsRules
    ) -> CookingPlan {
        let scale = Double(servings) / Double(max(recipe.servings, 1))
        let needs = RecipeIngredient.needs(lines, scale: scale)
        let uses = items.compactMap { item -> Use? in
            guard let need = needs[item.ingredientKey] else { return nil }
            let action: Action
            if item.unit == nil, let count = item.quantity, count > 0, let have = item.grams, have > 0, let need {
                // Counted things (6 eggs) go in whole ones: 2 large eggs take 2 of them.
                let each = have / count
                let used = max((need / each).rounded(), 1)
                action = count - used < 0.5 ? .useUp : .reduce(byGrams: used * each, leaving: (count - used) * each)
            } else if let have = item.grams, let need {
                let left = have - need
                action = left <= max(1, have * 0.02) ? .useUp : .reduce(byGrams: need, leaving: left)
            } else {
                action = .ask
            }
            return Use(item: item, action: action, freshness: rules.freshness(useBy: item.useBy, cookedOn: day))
        }
        return CookingPlan(
            recipeID: recipe.id ?? 0, recipeTitle: recipe.title, servings: servings, recipeServings: recipe.servings, uses: uses)
    }
}

/// What recording a cooked dish did.
public struct CookingResult: Sendable {
    public let entryID: Int64
    public let award: PointsRules.Award
    public let removed: [String]
    public let reduced: [String]
}

/// One line of a cooking history.
public struct CookingEntry: Sendable, Codable, FetchableRecord {
    public let id: Int64
    public let recipeId: Int64?
    public let recipeTitle: String
    public let servings: Int
    public let cookedAt: Date
    public let points: Int
    public let photoPoints: Int
    public let withheld: String?
    public let itemsUsed: String

    public var used: [PointsRules.UsedItem] {
        (try? JSONDecoder().decode([PointsRules.UsedItem].self, from: Data(itemsUsed.utf8))) ?? []
    }
}
