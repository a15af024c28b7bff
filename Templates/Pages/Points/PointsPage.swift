import FoodKit
import Foundation
import PantrixCore

/// /points: the rules in plain words, from the same figures the award uses.
package struct PointsPage: Sendable {
    package let layout: LayoutModel
    package let rules: [String]

    package init(layout: LayoutModel, rules: PointsRules = .standard) {
        self.layout = layout
        self.rules = [
            "Press “I cooked this” on a recipe: \(rules.base) points for cooking at all.",
            "\(rules.perPantryItem) points for each pantry item the dish uses (up to \(rules.maxPantryItems) items; salt, pepper, water and your other staples don't count).",
            "\(rules.nearUseBy) extra points for each item within \(rules.soonDays) days of its use-by date, and \(rules.pastUseBy) extra for each item past it that you rescued.",
            "\(rules.photo) points for a photo of the dish, uploaded on the recipe page within \(rules.photoWindowDays) days of cooking it (one photo bonus per dish).",
            "The same recipe counts once a day, and at most \(rules.maxEntriesPerDay) dishes a day earn points; more are still kept in your history.",
            "Deleting a cooking entry or the photo takes its points back.",
            "A moderator can take points back: those of an entry that wasn't real, and those earned with a recipe or photo that was hidden or removed. Your cooking history then says why.",
            "The leaderboard ranks by points, then dishes cooked, then the earlier account. Weeks run Monday to Sunday, in UTC.",
        ]
    }
}
