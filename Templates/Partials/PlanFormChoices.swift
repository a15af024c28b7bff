import Foundation
import PantrixCore
import Synchronization

/// The fields of a form that puts something on the plan: which day (the next two weeks), which
/// slot, how many servings.
package struct PlanFormChoices: Sendable {
    package let days: [FormOption]
    package let slots: [FormOption]

    /// `from` is today; the chosen day and slot are preselected when given.
    package init(from today: Date, day: String? = nil, slot: MealSlot = .dinner, count: Int = 14) {
        let todayText = UseByDate.string(today)
        days = Self.days(from: today, todayText: todayText, count: count).map { value, label in
            FormOption(value: value, label: label, selected: value == (day ?? todayText))
        }
        slots = Self.slots(selected: slot)
    }

    /// The days' values and labels, formatted once per day and count (every signed-in recipe
    /// page shows them: fourteen date formats a page otherwise). Days are UTC, so they follow
    /// from today's date alone.
    private static func days(from today: Date, todayText: String, count: Int) -> [(value: String, label: String)] {
        if let kept = madeDays.withLock({ $0 }), kept.today == todayText, kept.days.count == count { return kept.days }
        let days = (0..<count).map { offset in
            let date = today.addingTimeInterval(Double(offset) * 86_400)
            let value = UseByDate.string(date)
            return (value: value, label: (value == todayText ? "Today, " : "") + DateText.weekdayDay(date))
        }
        madeDays.withLock { $0 = (todayText, days) }
        return days
    }

    private static let madeDays = Mutex<(today: String, days: [(value: String, label: String)])?>(nil)

    package static func slots(selected: MealSlot) -> [FormOption] {
        MealSlot.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0 == selected) }
    }
}
