import Foundation
import PantrixCore

/// /admin/reports/cooks/{id}: one person's cooking entries, newest first, each with a form to
/// void its points (leaderboard integrity); the person sees the reason in their history.
package struct CookingLogPage: Sendable {
    package struct Entry: Sendable {
        package let id: Int64
        package let title: String
        package let href: String?
        package let when: String
        package let points: String
        package let used: String?
        package let canVoid: Bool
        package let voidAction: String
        package var reason: FormField
    }

    package let layout: LayoutModel
    package let username: String
    package let profileHref: String
    package let entries: [Entry]

    /// `failed`: the entry whose void was refused, with the reason as typed and what is wrong.
    package init(layout: LayoutModel, user: User, entries: [CookingEntry], failed: (id: Int64, reason: FormField)? = nil) {
        self.layout = layout
        username = user.username
        profileHref = SiteURL.profile(.value(user.username)).path
        self.entries = entries.map { entry in
            let used = entry.used.map(\.name)
            return Entry(
                id: entry.id, title: entry.recipeTitle, href: entry.recipeId.map { SiteURL.recipe(.value($0)).path },
                when: DateText.dayAndTime(entry.cookedAt), points: ProfilePage.pointsText(entry),
                used: used.isEmpty ? nil : "used " + used.joined(separator: ", "),
                canVoid: entry.withheld == nil, voidAction: SiteURL.adminCookingVoid(.value(entry.id)).path,
                reason: failed.flatMap { $0.id == entry.id ? $0.reason : nil } ?? FormField(id: "void-\(entry.id)"))
        }
    }
}
