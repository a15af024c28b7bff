import Foundation

/// How cooking earns points. Every rule lives here, so the /points page, the award and the
/// tests all read the same figures.
public struct PointsRules: Sendable, Equatable {
    /// For cooking at all.
    public var base = 10
    /// For each pantry item the dish used (staples such as salt and water don't count).
    public var perPantryItem = 5
    /// Pantry items counted per dish at most.
    public var maxPantryItems = 10
    /// Extra for each item used within `soonDays` of its use-by date…
    public var nearUseBy = 5
    /// …or after it (rescued food).
    public var pastUseBy = 10
    public var soonDays = 3
    /// For a photo of the dish, uploaded within `photoWindowDays` of cooking it.
    public var photo = 15
    public var photoWindowDays = 3
    /// Entries that earn points per user per day; more are logged but earn nothing.
    public var maxEntriesPerDay = 3

    public init() {}

    public static let standard = PointsRules()

    /// How close a used item was to its use-by date on the day it was cooked.
    public enum Freshness: String, Sendable, Codable {
        case fresh, nearUseBy, pastUseBy
    }

    public struct UsedItem: Sendable, Codable, Equatable {
        public var name: String
        public var freshness: Freshness

        public init(name: String, freshness: Freshness) {
            self.name = name
            self.freshness = freshness
        }
    }

    /// Why an entry earned nothing.
    public enum NoPoints: String, Sendable, Codable {
        case sameRecipeToday, dailyLimit
        /// The recipe is hidden by a moderator: its author may still cook it, for no points.
        case recipeHidden
        /// A moderator took the entry's points back (`cooking_log.voidReason` says why).
        case voided
    }

    public struct Award: Sendable, Equatable {
        public var base = 0
        public var pantry = 0
        public var useBy = 0
        public var photo = 0
        public var withheld: NoPoints?

        public var total: Int { base + pantry + useBy + photo }
    }

    /// `useBy` "YYYY-MM-DD" against the cooking day (same format).
    public func freshness(useBy: String?, cookedOn day: String) -> Freshness {
        guard let useBy else { return .fresh }
        if useBy < day { return .pastUseBy }
        let soon = UseByDate.date(day).map { UseByDate.string($0.addingTimeInterval(Double(soonDays) * 86_400)) }
        return soon.map { useBy <= $0 } == true ? .nearUseBy : .fresh
    }

    /// The points for one cooking-log entry. `recipeAlreadyCountedToday` and `entriesCountedToday`
    /// come from the user's log for the same day.
    public func award(used: [UsedItem], recipeAlreadyCountedToday: Bool, entriesCountedToday: Int) -> Award {
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
public enum PointsPeriod: String, Sendable, CaseIterable {
    case week, month, allTime = "all"

    public func key(for date: Date) -> String {
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

    public var label: String {
        switch self {
        case .week: "This week"
        case .month: "This month"
        case .allTime: "All time"
        }
    }
}
