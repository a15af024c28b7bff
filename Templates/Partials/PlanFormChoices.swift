import Foundation
import PantrixCore

/// The fields of a form that puts something on the plan: which day (the next two weeks), which
/// slot, how many servings.
package struct PlanFormChoices: Sendable {
    package let days: [FormOption]
    package let slots: [FormOption]

    /// `from` is today; the chosen day and slot are preselected when given.
    package init(from today: Date, day: String? = nil, slot: MealSlot = .dinner, count: Int = 14) {
        let todayText = UseByDate.string(today)
        days = (0..<count).map { offset in
            let date = today.addingTimeInterval(Double(offset) * 86_400)
            let value = UseByDate.string(date)
            let label = (value == todayText ? "Today, " : "") + DateText.weekdayDay(date)
            return FormOption(value: value, label: label, selected: value == (day ?? todayText))
        }
        slots = Self.slots(selected: slot)
    }

    package static func slots(selected: MealSlot) -> [FormOption] {
        MealSlot.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0 == selected) }
    }
}
