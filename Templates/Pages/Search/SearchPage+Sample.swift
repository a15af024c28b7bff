#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import RecipeLD
import Templates

extension PageSamples {
    /// /search?q=chicken with a category, a diet, a time limit and with/without words: 24 cards of 137.
    static let search: SearchPage = {
        var search = RecipeSearch()
        search.text = "chicken"
        search.category = "dinner"
        search.diets = ["gluten-free"]
        search.maxMinutes = 45
        search.include = ["garlic"]
        search.exclude = ["mushroom"]
        let results = SampleRecords.searchResults
        return SearchPage(
            layout: layout("chicken – recipes", section: .search), search: search, results: results,
            cuisines: SampleRecords.cuisines, vocabulary: SampleRecords.vocabulary, marks: marks(results.cards),
            backPath: SearchForm.url(search))
    }()
}
