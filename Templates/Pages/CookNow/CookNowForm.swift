import Foundation
import PantrixCore

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
