import Foundation

/// How cooking earns points. Every rule lives here, so the /points page, the award and the
/// tests all read the same figures.
package struct PointsRules: Sendable, Equatable {
    /// For cooking at all.
    package var base = 10
    /// For each pantry item the dish used (staples such as salt and water don't count).
    package var perPantryItem = 5
    /// Pantry items counted per dish at most.
    package var maxPantryItems = 10
    /// Extra for each item used within `soonDays` of its use-by date…
    package var nearUseBy = 5
    /// …or after it (rescued food).
    package var pastUseBy = 10
    package var soonDays = 3
    /// For a photo of the dish, uploaded within `photoWindowDays` of cooking it.
    package var photo = 15
    package var photoWindowDays = 3
    /// Entries that earn points per user per day; more are logged but earn nothing.
    package var maxEntriesPerDay = 3

    package init() {}

    package static let standard = PointsRules()

    /// How close a used item was to its use-by date on the day it was cooked.
    package enum Freshness: String, Sendable, Codable {
        case fresh, nearUseBy, pastUseBy
    }

    package struct UsedItem: Sendable, Codable, Equatable {
        package var name: String
        package var freshness: Freshness

        package init(name: String, freshness: Freshness) {
            self.name = name
            self.freshness = freshness
        }
    }

    /// Why an entry earned nothing.
    package enum NoPoints: String, Sendable, Codable {
        case sameRecipeToday, dailyLimit
        /// The recipe is hidden by a moderator: its author may still cook it, for no points.
        case recipeHidden
        /// A moderator took the entry's points back (`cooking_log.voidReason` says why).
        case voided
    }

    package struct Award: Sendable, Equatable {
        package var base = 0
        package var pantry = 0
        package var useBy = 0
        package var photo = 0
        package var withheld: NoPoints?

        package var total: Int { base + pantry + useBy + photo }
    }

    /// `useBy` "YYYY-MM-DD" against the cooking day (same format).
    package func freshness(useBy: String?, cookedOn day: String) -> Freshness {
        guard let useBy else { return .fresh }
        if useBy < day { return .pastUseBy }
        let soon = UseByDate.date(day).map { UseByDate.string($0.addingTimeInterval(Double(soonDays) * 86_400)) }
        return soon.map { useBy <= $0 } == true ? .nearUseBy : .fresh
    }

    /// The points for one cooking-log entry. `recipeAlreadyCountedToday` and `entriesCountedToday`
    /// come from the user's log for the same day.
    package func award(used: [UsedItem], recipeAlreadyCountedToday: Bool, entriesCountedToday: Int) -> Award {
        var award = Award()
        if recipeAlreadyCountedToday {
            award.withheld = .sameRecipeToday
            return award
        }
        if entriesCountedToday >= maxEntriesPerDay {
            award.withheld = .dailyLimit
            return award
        }
        award.base = base
        let counted = used.prefix(maxPantryItems)
        award.pantry = counted.count * perPantryItem
        award.useBy = counted.reduce(0) { sum, item in
            switch item.freshness {
            case .fresh: sum
            case .nearUseBy: sum + nearUseBy
            case .pastUseBy: sum + pastUseBy
            }
        }
        return award
    }
}

/// The periods a leaderboard covers, as keys of the running totals: "all", "w2026-47", "m2026-11".
/// Weeks are ISO weeks (Monday first) in UTC.
package enum PointsPeriod: String, Sendable, CaseIterable {
    case week, month, allTime = "all"

    package func key(for date: Date) -> String {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        switch self {
        case .allTime:
            return "all"
        case .week:
            let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
            return String(format: "w%04d-%02d", parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
        case .month:
            let parts = calendar.dateComponents([.year, .month], from: date)
            return String(format: "m%04d-%02d", parts.year ?? 0, parts.month ?? 0)
        }
    }

    package var label: String {
        switch self {
        case .week: "This week"
        case .month: "This month"
        case .allTime: "All time"
        }
    }
}
