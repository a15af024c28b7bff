import PantrixCore

/// The recipe picker inside the meal plan: choose the day and meal, then add a recipe found by
/// search, from favourites or from what the pantry can make now — one tap each, no trip away.
package struct PlanPicker: Sendable {
    package struct Choice: Sendable {
        package let recipeID: Int64
        package let title: String
        package let imageURL: String
        package let meta: String?
    }

    package struct Section: Sendable {
        package let id: String
        package let heading: String
        package let choices: [Choice]
    }

    package let weekKey: String
    package let query: String
    package let day: String
    package let slot: MealSlot
    package let days: [FormOption]
    package let slots: [FormOption]
    package let sections: [Section]
    /// Opened by an "Add" link of a day's meal or by a search: the page scrolls to it.
    package let isOpen: Bool

    /// `day` falls back to today when it is in the week shown, otherwise the week's Monday.
    package init(week: PlanWeek, today: String, query: String, day: String?, slot: MealSlot?,
                 found: [RecipeCardView], favourites: [RecipeCardView], cookNow: [RecipeCardView]) {
        weekKey = week.key
        self.query = query
        let chosen = day.flatMap { week.contains(day: $0) ? $0 : nil } ?? (week.contains(day: today) ? today : week.days[0])
        self.day = chosen
        self.slot = slot ?? .dinner
        days = week.days.map { FormOption(value: $0, label: DateText.weekdayDay($0), selected: $0 == chosen) }
        slots = PlanFormChoices.slots(selected: slot ?? .dinner)
        func choices(_ cards: [RecipeCardView]) -> [Choice] {
            cards.map { Choice(recipeID: $0.id, title: $0.title, imageURL: $0.imageURL, meta: [$0.time, $0.kcal].compactMap { $0 }.joined(separator: " · ")) }
        }
        var sections: [Section] = []
        if !query.isEmpty { sections.append(Section(id: "pick-found", heading: found.isEmpty ? "Nothing found for “\(query)”" : "Found", choices: choices(found))) }
        if !cookNow.isEmpty { sections.append(Section(id: "pick-cook", heading: "Cook now, from your pantry", choices: choices(cookNow))) }
        if !favourites.isEmpty { sections.append(Section(id: "pick-favourites", heading: "Your favourites", choices: choices(favourites))) }
        self.sections = sections
        isOpen = day != nil || slot != nil || !query.isEmpty
    }
}
