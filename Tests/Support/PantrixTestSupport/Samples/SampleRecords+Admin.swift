import PantrixCore
import Foundation

/// The admin area's and the meal plan's records, for their pages' samples.
extension SampleRecords {
    package static let people: [PersonSummary] = [
        PersonSummary(id: 7, username: "maya", email: "maya@example.org", role: .admin, createdAt: daysAgo(412), disabledAt: nil,
                      disabledReason: nil, recipes: 12, comments: 40, photos: 9, cooked: 31, lastSeen: daysAgo(0, hours: 2)),
        PersonSummary(id: 3, username: "tomasz", email: nil, role: .member, createdAt: daysAgo(731), disabledAt: nil,
                      disabledReason: nil, recipes: 58, comments: 12, photos: 22, cooked: 140, lastSeen: daysAgo(1)),
        PersonSummary(id: 19, username: "spamcook", email: "offers@example.net", role: .member, createdAt: daysAgo(6),
                      disabledAt: daysAgo(2), disabledReason: "Links to a shop in every comment.", recipes: 0, comments: 31, photos: 0,
                      cooked: 0, lastSeen: daysAgo(2)),
    ]

    package static let audit: [AuditEntry] = [
        AuditEntry(id: 3, adminId: 7, actor: "maya", action: "disable", target: "spamcook", reason: "Links to a shop in every comment.",
                   createdAt: daysAgo(2)),
        AuditEntry(id: 2, adminId: 7, actor: "maya", action: "settings", target: "registration: invite", reason: "", createdAt: daysAgo(30)),
        AuditEntry(id: 1, adminId: nil, actor: "command line", action: "make admin", target: "maya", reason: "", createdAt: daysAgo(412)),
    ]

    package static let invites: [Invite] = [
        Invite(id: 4, createdBy: 7, creatorName: "maya", maxUses: 5, uses: 2, expiresAt: daysAgo(-5), revokedAt: nil,
               note: "Cooking club", createdAt: daysAgo(2)),
        Invite(id: 2, createdBy: 3, creatorName: "tomasz", maxUses: 1, uses: 1, expiresAt: daysAgo(20), revokedAt: nil, note: "",
               createdAt: daysAgo(27)),
    ]

    /// The week of `now`: dinners planned, a lunch of leftovers, one dinner cooked.
    package static let planWeek: PlanWeekView = {
        let week = PlanWeek(containing: now)
        let days = week.days
        func entry(_ id: Int64, _ day: Int, _ slot: MealSlot, card: RecipeCard?, text: String = "", servings: Int = 2,
                   cooked: Bool = false) -> PlanEntry {
            PlanEntry(id: id, kitchenId: 1, day: days[day], slot: slot.rawValue, recipeId: card?.id, title: card?.title ?? text,
                      servings: servings, note: nil, cookedAt: cooked ? daysAgo(1) : nil, createdBy: viewer.id, createdAt: daysAgo(3))
        }
        let dinners = cards(4, from: 10)
        let entries = [
            entry(1, 0, .dinner, card: dinners[0], cooked: true),
            entry(2, 1, .lunch, card: nil, text: "leftovers"),
            entry(3, 1, .dinner, card: dinners[1], servings: 4),
            entry(4, 3, .dinner, card: dinners[2]),
            entry(5, 5, .breakfast, card: dinners[3], servings: 1),
        ]
        return PlanWeekView(week: week, entries: entries, hasFeed: true, imagePaths: [:])
    }()
}
