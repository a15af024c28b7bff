import Foundation
import PantrixCore

/// The search URL's parameters ⇄ a `RecipeSearch`. Unknown or malformed values are dropped,
/// never errors: a shared link with a typo still shows results.
package enum SearchForm {
    package static func words(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.prefix(8).map { String($0.prefix(60)) }
    }

    package static func positive(_ text: String?) -> Int? {
        text.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 && $0 < 1_000_000 ? $0 : nil }
    }

    /// The URL for a search, with only the parameters that are set, in a stable order.
    package static func url(_ search: RecipeSearch, page: Int? = nil) -> String {
        SiteURL.search.href(query: queryItems(search, page: page))
    }

    /// A search's parameters as the search form sends them, only those that are set, in a stable order.
    package static func queryItems(_ search: RecipeSearch, page: Int? = nil) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        if !search.text.isEmpty { items.append(.init(name: "q", value: search.text)) }
        if let category = search.category { items.append(.init(name: "category", value: category)) }
        if let cuisine = search.cuisine { items.append(.init(name: "cuisine", value: cuisine)) }
        for diet in search.diets { items.append(.init(name: "diet", value: diet)) }
        if let time = search.maxMinutes { items.append(.init(name: "time", value: String(time))) }
        if let kcal = search.maxKcal { items.append(.init(name: "kcal", value: String(kcal))) }
        if let cost = search.maxCost { items.append(.init(name: "cost", value: Money.plain(cost))) }
        if !search.include.isEmpty { items.append(.init(name: "with", value: search.include.joined(separator: ", "))) }
        if !search.exclude.isEmpty { items.append(.init(name: "without", value: search.exclude.joined(separator: ", "))) }
        if search.sort != .relevance { items.append(.init(name: "sort", value: search.sort.rawValue)) }
        if let page, page > 1 { items.append(.init(name: "page", value: String(page))) }
        return items
    }
}

/// Cook now's form: the search's filters, plus how much may be missing and whether amounts count.
package struct CookNowForm: Sendable {
    package var search: RecipeSearch
    /// "Only what I can make now" (`now=1`).
    package var onlyNow: Bool
    /// "At most N missing" (`missing=N`).
    package var maxMissing: Int?
    /// "Ignore amounts" (`any=1`).
    package var ignoreAmounts: Bool

    package init(search: RecipeSearch, onlyNow: Bool = false, maxMissing: Int? = nil, ignoreAmounts: Bool = false) {
        (self.search, self.onlyNow, self.maxMissing, self.ignoreAmounts) = (search, onlyNow, maxMissing, ignoreAmounts)
    }

    /// This form's address for another page of its results.
    package func url(page: Int) -> String {
        var items = SearchForm.queryItems(search)
        if onlyNow { items.append(.init(name: "now", value: "1")) }
        if let maxMissing { items.append(.init(name: "missing", value: String(maxMissing))) }
        if ignoreAmounts { items.append(.init(name: "any", value: "1")) }
        if page > 1 { items.append(.init(name: "page", value: String(page))) }
        return SiteURL.cook.href(query: items)
    }
}

extension CookNowQuery {
    /// What cook now ranks for the form, for `viewerID`'s pantry, one page of `limit` cards.
    package init(_ form: CookNowForm, viewerID: Int64, limit: Int = 24) {
        self.init()
        maxMissing = form.onlyNow ? 0 : form.maxMissing
        ignoreAmounts = form.ignoreAmounts
        category = form.search.category
        cuisine = form.search.cuisine
        diets = form.search.diets
        maxMinutes = form.search.maxMinutes
        maxKcal = form.search.maxKcal
        maxCost = form.search.maxCost
        excludedKeys = IngredientFilter.excludedKeys(for: form.search.exclude)
        self.viewerID = viewerID
        self.limit = limit
        offset = (form.search.page - 1) * limit
    }
}
