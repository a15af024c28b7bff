import Foundation
import PantrixCore
import Synchronization

/// Dates as the pages print them, in UTC so every viewer reads the same day. Each format is set
/// up once (a DateFormatter is costly to make) and shared behind a lock.
package enum DateText {
    /// "November 2026"
    package static func monthYear(_ date: Date) -> String { monthYearFormat.withLock { $0.string(from: date) } }
    /// "23 Nov 2026"
    package static func day(_ date: Date) -> String { dayFormat.withLock { $0.string(from: date) } }
    /// "23 Nov 2026, 13:16"
    package static func dayAndTime(_ date: Date) -> String { dayAndTimeFormat.withLock { $0.string(from: date) } }

    /// "Wed 25 Nov"
    package static func weekdayDay(_ date: Date) -> String { weekdayDayFormat.withLock { $0.string(from: date) } }
    /// "Wed 25 Nov" of "2026-11-25"; the text itself when it is not a day.
    package static func weekdayDay(_ day: String) -> String { UseByDate.date(day).map(weekdayDay) ?? day }

    /// "25 Nov" of "2026-11-25"; the text itself when it is not a day.
    package static func dayMonth(_ day: String) -> String { UseByDate.date(day).map { date in dayMonthFormat.withLock { $0.string(from: date) } } ?? day }

    private static let dayMonthFormat = Mutex(formatter("d MMM"))
    private static let weekdayDayFormat = Mutex(formatter("EEE d MMM"))
    private static let monthYearFormat = Mutex(formatter("MMMM yyyy"))
    private static let dayFormat = Mutex(formatter("d MMM yyyy"))
    private static let dayAndTimeFormat = Mutex(formatter("d MMM yyyy, HH:mm"))

    private static func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter
    }
}
