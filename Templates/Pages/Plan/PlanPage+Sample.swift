#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// The week of the samples' day, with the picker open on Thursday's dinner.
    static let plan: PlanPage = {
        let week = SampleRecords.planWeek.week
        let picker = PlanPicker(
            week: week, today: SampleRecords.today, query: "soup", day: week.days[3], slot: .dinner,
            found: SampleRecords.cards(3, from: 70).map { RecipeCardView($0) },
            favourites: SampleRecords.cards(3, from: 30).map { RecipeCardView($0, favourited: true) },
            cookNow: SampleRecords.cards(3, from: 90).map { RecipeCardView($0) })
        return PlanPage(layout: layout("Meal plan", section: .plan, hasForm: true), view: SampleRecords.planWeek, today: SampleRecords.now, picker: picker)
    }()
}
