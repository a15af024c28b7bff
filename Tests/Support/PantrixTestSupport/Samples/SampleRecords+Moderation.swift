import PantrixCore
import Foundation

/// The admin queue and a cook's entries as an admin sees them.
extension SampleRecords {
    /// A recipe reported three times, a photo and a comment, and a list deleted since it was reported.
    package static let reportQueue: ReportQueue = {
        let card = allCards[4], other = allCards[9]
        func entry(_ who: String, _ reason: ReportReason, _ note: String, _ hours: Double) -> ReportGroup.Entry {
            ReportGroup.Entry(reporter: who, reason: reason, note: note, createdAt: daysAgo(0, hours: hours))
        }
        func preview(_ id: Int64, _ title: String, _ body: String, image: String? = nil, recipe: Int64?) -> ReportedItemPreview {
            ReportedItemPreview(
                id: id, title: title, body: body, imageFile: image, ownerId: author.id, ownerName: author.username, recipeId: recipe,
                hiddenAt: nil, hiddenReason: nil, createdAt: daysAgo(12))
        }
        let groups = [
            ReportGroup(
                item: ReportedItem(.recipe, card.id), reports: 3, latest: daysAgo(0, hours: 1),
                reasons: [.init(reason: .spam, count: 2), .init(reason: .copyright, count: 1)],
                entries: [entry("noor", .spam, "Every step links to a shop.", 1), entry("li", .spam, "", 3), entry("ivo", .copyright, "", 5)],
                preview: preview(card.id, card.title, "The best you will ever make, order the kit today.", recipe: card.id), resolution: nil),
            ReportGroup(
                item: ReportedItem(.photo, 412), reports: 1, latest: daysAgo(0, hours: 2), reasons: [.init(reason: .offensive, count: 1)],
                entries: [entry("noor", .offensive, "Not food.", 2)],
                preview: preview(412, other.title, "Dinner!", image: "0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg", recipe: other.id), resolution: nil),
            ReportGroup(
                item: ReportedItem(.comment, 88), reports: 1, latest: daysAgo(0, hours: 6), reasons: [.init(reason: .unsafeFood, count: 1)],
                entries: [entry("li", .unsafeFood, "Chicken is not safe at that temperature.", 6)],
                preview: preview(88, card.title, "Cook the chicken to 50 °C, it stays juicier.", recipe: card.id), resolution: nil),
            ReportGroup(
                item: ReportedItem(.list, 15), reports: 1, latest: daysAgo(1), reasons: [.init(reason: .spam, count: 1)],
                entries: [entry("ivo", .spam, "", 24)], preview: nil, resolution: nil),
        ]
        return ReportQueue(groups: groups, hasMore: false)
    }()

    /// The sample cooking history with its second entry voided by an admin.
    package static let moderatedHistory: [CookingEntry] = {
        var entries = cookingHistory
        let old = entries[1]
        entries[1] = CookingEntry(
            id: old.id, recipeId: old.recipeId, recipeTitle: old.recipeTitle, servings: old.servings, cookedAt: old.cookedAt,
            points: 0, photoPoints: 0, withheld: PointsRules.NoPoints.voided.rawValue, itemsUsed: old.itemsUsed,
            voidReason: "Logged forty times in an hour")
        return entries
    }()
}
