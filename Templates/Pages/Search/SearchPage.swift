import PantrixCore

/// /search: the filter form as the URL set it, one page of cards, and links to the next page.
package struct SearchPage: Sendable {
    package typealias Option = FormOption

    package struct Chip: Sendable {
        package let label: String
        package let removeHref: String
    }

    package let layout: LayoutModel
    package let query: String
    package let filters: RecipeFilterFields
    package let sorts: [Option]
    package let include: String
    package let chips: [Chip]
    package let cards: [RecipeCardView]
    package let summary: String
    package let previousHref: String?
    package let nextHref: String?
    package let page: Int
    package let clearHref: String?
    package let textOnlyHref: String?
    /// Where a card's favourite form comes back to.
    package let backPath: String
    /// Suggestions for the with/without inputs: the pantry's autocomplete names.
    package let vocabulary: [String]

    package init(
        layout: LayoutModel, search: RecipeSearch, results: SearchResults, cuisines: [String], vocabulary: [String] = [], marks: Set<Int64> = [],
        backPath: String = SiteURL.search.path
    ) {
        self.layout = layout
        self.vocabulary = vocabulary
        query = search.text
        filters = RecipeFilterFields(search, cuisines: cuisines)
        sorts = RecipeSearch.Sort.allCases.map { Option(value: $0.rawValue, label: Self.sortLabel($0), selected: $0 == search.sort) }
        include = search.include.joined(separator: ", ")
        chips = Self.chips(for: search)
        cards = results.cards.map { RecipeCardView($0, marks: marks) }
        self.backPath = backPath
        let count = results.totalIsAtLeast ? "More than \(results.total)" : "\(results.total)"
        summary = results.total == 1 ? "1 recipe" : "\(count) recipes"
        page = search.page
        previousHref = search.page > 1 ? SearchForm.url(search, page: search.page - 1) : nil
        nextHref = results.hasMore ? SearchForm.url(search, page: search.page + 1) : nil
        var cleared = RecipeSearch()
        cleared.text = search.text
        clearHref = chips.isEmpty ? nil : SearchForm.url(cleared)
        textOnlyHref = search.text.isEmpty ? nil : SiteURL.search.path
    }

    package static func sortLabel(_ sort: RecipeSearch.Sort) -> String {
        switch sort {
        case .relevance: "Best match"
        case .popular: "Most favourited"
        case .rating: "Best rated"
        case .newest: "Newest"
        case .time: "Quickest"
        case .kcal: "Fewest calories"
        case .cost: "Cheapest"
        }
    }

    /// One removable chip per active filter; its link is the same search without it.
    package static func chips(for search: RecipeSearch) -> [Chip] {
        var chips: [Chip] = []
        func add(_ label: String, _ change: (inout RecipeSearch) -> Void) {
            var without = search
            change(&without)
            without.page = 1
            chips.append(Chip(label: label, removeHref: SearchForm.url(without)))
        }
        if let category = search.category { add(RecipeCategory(rawValue: category)?.label ?? category) { $0.category = nil } }
        if let cuisine = search.cuisine { add(cuisine) { $0.cuisine = nil } }
        for diet in search.diets { add(diet.capitalized) { $0.diets.removeAll { $0 == diet } } }
        if let time = search.maxMinutes { add("≤ \(Durations.text(time))") { $0.maxMinutes = nil } }
        if let kcal = search.maxKcal { add("≤ \(kcal) kcal") { $0.maxKcal = nil } }
        if let cost = search.maxCost { add("≤ \(Money.usd(cost))/serving") { $0.maxCost = nil } }
        for word in search.include { add("with \(word)") { $0.include.removeAll { $0 == word } } }
        for word in search.exclude { add("without \(word)") { $0.exclude.removeAll { $0 == word } } }
        return chips
    }
}
