import Foundation
import FoodKit
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

/// /leaderboard: the top cooks for a period, and where the viewer stands.
package struct LeaderboardPage: Sendable {
    package typealias Tab = NavLink

    package struct Row: Sendable {
        package let rank: Int
        package let username: String
        package let href: String
        package let points: Int
        package let cooked: Int
        package let isViewer: Bool
    }

    package let layout: LayoutModel
    package let periodLabel: String
    /// "this week", "this month", "of all time".
    package let periodPhrase: String
    package let tabs: [Tab]
    package let rows: [Row]
    package let viewer: Row?
    package let viewerOutsideTop: Bool
    package let participants: Int

    package init(layout: LayoutModel, board: Leaderboard, viewerID: Int64?) {
        self.layout = layout
        periodLabel = board.period.label
        periodPhrase = board.period == .allTime ? "of all time" : board.period.label.lowercased()
        tabs = PointsPeriod.allCases.map {
            Tab(label: $0.label, href: SiteURL.leaderboard.href(["period": $0.rawValue]), current: $0 == board.period)
        }
        func row(_ r: LeaderboardRow) -> Row {
            Row(rank: r.rank, username: r.username, href: SiteURL.profile(.value(r.username)).path, points: r.points, cooked: r.cooked, isViewer: r.userID == viewerID)
        }
        rows = board.top.map(row)
        viewer = board.viewer.map(row)
        viewerOutsideTop = board.viewer.map { mine in !board.top.contains { $0.userID == mine.userID } } ?? false
        participants = board.participants
    }
}

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
