import PantrixCore

/// The recipe filters search and cook now both offer, as their forms show them: each choice
/// with the current one selected, and the limits as the address gave them.
package struct RecipeFilterFields: Sendable {
    package let categories: [FormOption]
    package let cuisines: [FormOption]
    package let diets: [FormOption]
    package let maxMinutes: String
    package let maxKcal: String
    package let maxCost: String
    package let exclude: String

    package init(_ search: RecipeSearch, cuisines: [String]) {
        categories = FormOption.categories { $0 == search.category }
        self.cuisines = cuisines.map { FormOption(value: $0, label: $0, selected: $0 == search.cuisine) }
        diets = RecipeSearch.dietColumns.keys.sorted().map { FormOption(value: $0, label: $0.capitalized, selected: search.diets.contains($0)) }
        maxMinutes = search.maxMinutes.map(String.init) ?? ""
        maxKcal = search.maxKcal.map(String.init) ?? ""
        maxCost = search.maxCost.map(Money.plain) ?? ""
        exclude = search.exclude.joined(separator: ", ")
    }
}
