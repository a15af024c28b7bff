import Foundation
import PantrixCore

/// /plan: one week of meals, Monday first.
package struct PlanPage: Sendable {
    package struct EntryView: Sendable {
        package let id: Int64
        package let title: String
        package let href: String?
        /// The recipe's photo or drawing; nil for free text.
        package let imageURL: String?
        package let servings: String?
        package let note: String?
        package let cooked: Bool
        /// Where it may move: this week's and next week's days, its own chosen.
        package let moveDays: [FormOption]
        package let moveSlots: [FormOption]
    }

    package struct SlotView: Sendable {
        package let slot: MealSlot
        package let entries: [EntryView]
        /// Opens the picker for this day and meal.
        package let addHref: String
    }

    package struct DayView: Sendable {
        package let day: String
        package let label: String
        package let isToday: Bool
        package let slots: [SlotView]
    }

    package let layout: LayoutModel
    /// Set while the viewer shares the plan with a household.
    package let household: HouseholdNote?
    package let weekKey: String
    /// "23 – 29 Nov 2026"
    package let heading: String
    package let previousHref: String
    package let nextHref: String
    /// Nil when the week shown is this week.
    package let thisWeekHref: String?
    package let days: [DayView]
    package let isEmpty: Bool
    package let plannedRecipes: Int
    package let hasFeed: Bool
    /// The calendar link, only just after it was made.
    package let feedLink: String?
    /// The free-text form: days of the week shown.
    package let addDays: [FormOption]
    package let addSlots: [FormOption]
    package let text: FormField
    package let picker: PlanPicker?

    /// `text` is the free-text form as it was sent, when it comes back with an error.
    package init(
        layout: LayoutModel, view: PlanWeekView, today: Date, household: HouseholdNote? = nil, picker: PlanPicker? = nil,
        text: FormField = FormField(id: "plan-text"), feedLink: String? = nil
    ) {
        self.layout = layout
        self.household = household
        self.picker = picker
        self.text = text
        self.feedLink = feedLink
        let week = view.week
        weekKey = week.key
        let dates = week.dates
        heading = DateText.weekdayDay(dates[0]) + " – " + DateText.day(dates[6])
        previousHref = SiteURL.plan.href(["week": week.previous.key])
        nextHref = SiteURL.plan.href(["week": week.next.key])
        let current = PlanWeek(containing: today)
        thisWeekHref = current == week ? nil : SiteURL.plan.path
        let todayText = UseByDate.string(today)
        let moveDates = week.days + week.next.days
        days = week.days.map { day in
            let slots = MealSlot.allCases.map { slot in
                SlotView(slot: slot, entries: view.entries(day: day, slot: slot).map { entry in
                    EntryView(
                        id: entry.id ?? 0, title: entry.title, href: entry.recipeId.map { SiteURL.recipe(.value($0)).path },
                        imageURL: entry.recipeId.map { id in view.imagePaths[id].map { SiteURL.uploads(.value($0)).path } ?? SiteURL.recipeArt(.value(id)).path },
                        servings: entry.recipeId == nil ? nil : entry.servings == 1 ? "1 serving" : "\(entry.servings) servings",
                        note: entry.note, cooked: entry.isCooked,
                        moveDays: moveDates.map { FormOption(value: $0, label: DateText.weekdayDay($0), selected: $0 == day) },
                        moveSlots: PlanFormChoices.slots(selected: slot))
                }, addHref: SiteURL.plan.href(["week": week.key, "day": day, "slot": slot.rawValue], fragment: "picker"))
            }
            return DayView(day: day, label: DateText.weekdayDay(day), isToday: day == todayText, slots: slots)
        }
        isEmpty = view.entries.isEmpty
        plannedRecipes = view.entries.filter { $0.recipeId != nil && !$0.isCooked }.count
        hasFeed = view.hasFeed
        let chosen = week.contains(day: todayText) ? todayText : week.days[0]
        addDays = week.days.map { FormOption(value: $0, label: DateText.weekdayDay($0), selected: $0 == chosen) }
        addSlots = PlanFormChoices.slots(selected: .dinner)
    }
}
