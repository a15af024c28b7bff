import FoodKit
import Foundation
import PantrixCore

/// /recipes/{id}/cooked: what cooking the dish takes from the pantry, before confirming.
package struct CookedConfirmPage: Sendable {
    package struct Use: Sendable {
        package let itemID: Int64
        package let text: String
        package let ask: Bool
        package let note: String?
    }

    package let layout: LayoutModel
    package let recipeID: Int64
    package let recipeTitle: String
    package let servings: Int
    package let uses: [Use]
    package let asked: [Use]
    package let estimate: String

    package init(layout: LayoutModel, plan: CookingPlan, rules: PointsRules = .standard) {
        self.layout = layout
        recipeID = plan.recipeID
        recipeTitle = plan.recipeTitle
        servings = plan.servings
        var sure: [Use] = [], asked: [Use] = []
        for use in plan.uses {
            let name = use.item.name, id = use.item.id ?? 0
            let note: String? = switch use.freshness {
            case .fresh: nil
            case .nearUseBy: "use-by soon: +\(rules.nearUseBy) points"
            case .pastUseBy: "past its use-by: +\(rules.pastUseBy) points"
            }
            switch use.action {
            case .useUp:
                sure.append(Use(itemID: id, text: "Uses up your \(name)" + Self.standIn(use), ask: false, note: note))
            case .reduce(let by, let leaving):
                sure.append(Use(itemID: id, text: Self.reduction(use.item, by: by, leaving: leaving) + Self.standIn(use), ask: false, note: note))
            case .ask:
                asked.append(Use(itemID: id, text: name + Self.standIn(use), ask: true, note: note))
            }
        }
        uses = sure
        self.asked = asked
        let used = plan.uses.map { PointsRules.UsedItem(name: $0.item.name, freshness: $0.freshness) }
        let award = rules.award(used: used, recipeAlreadyCountedToday: false, entriesCountedToday: 0)
        estimate = "Up to \(award.total) points, and \(rules.photo) more for a photo of the dish."
    }
}

extension CookedConfirmPage {
    /// "Uses 2 of your 6 eggs — 4 left" for things counted, "Uses 250 g of your flour — 750 g left" otherwise.
    package static func reduction(_ item: PantryItem, by: PantryAmount, leaving: PantryAmount) -> String {
        if by.isCount {
            let all = PantryAmount(quantity: by.quantity + leaving.quantity, unit: nil, grams: nil)
            return "Uses \(by.text) of your \(PantryAmounts.text([all], name: item.name)) — \(leaving.text) left"
        }
        return "Uses \(by.text) of your \(item.name) — \(leaving.text) left"
    }

    /// " (for the skim milk)" when the item stands in for the food the recipe names.
    package static func standIn(_ use: CookingPlan.Use) -> String {
        use.standsFor.map { " (for the \($0))" } ?? ""
    }
}
