import Foundation

/// An ISO week (Monday first) in UTC, as the plan page shows it: "2026-W48".
package struct PlanWeek: Sendable, Hashable {
    /// Midnight UTC of its Monday.
    package let monday: Date

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The week a moment falls in.
    package init(containing date: Date) {
        let parts = Self.calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
        monday = Self.calendar.date(from: DateComponents(weekday: 2, weekOfYear: parts.weekOfYear, yearForWeekOfYear: parts.yearForWeekOfYear))!
    }

    /// "2026-W48"; nil for anything else, or a week the year doesn't have.
    package init?(key: String) {
        let parts = key.split(separator: "-W", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let year = Int(parts[0]), let week = Int(parts[1]), (2000...2200).contains(year), (1...53).contains(week),
              let date = Self.calendar.date(from: DateComponents(weekday: 2, weekOfYear: week, yearForWeekOfYear: year))
        else { return nil }
        self.init(containing: date)
        guard self.key == key else { return nil }
    }

    /// The week of a "YYYY-MM-DD" day.
    package init?(day: String) {
        guard let date = UseByDate.date(day) else { return nil }
        self.init(containing: date)
    }

    package var key: String {
        let parts = Self.calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: monday)
        return String(format: "%04d-W%02d", parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
    }

    /// Monday to Sunday.
    package var dates: [Date] { (0..<7).map { monday.addingTimeInterval(Double($0) * 86_400) } }
    /// Monday to Sunday as "YYYY-MM-DD".
    package var days: [String] { dates.map(UseByDate.string) }

    package var previous: PlanWeek { PlanWeek(containing: monday.addingTimeInterval(-3 * 86_400)) }
    package var next: PlanWeek { PlanWeek(containing: monday.addingTimeInterval(10 * 86_400)) }

    package func contains(day: String) -> Bool { days.contains(day) }
}

/// Where in a day an entry goes, in the order the page lists them.
package enum MealSlot: String, CaseIterable, Sendable, Codable {
    case breakfast, lunch, dinner, snack

    package var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
