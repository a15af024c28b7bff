#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// /cook: the first 24 of 86 recipes for a 30-item pantry.
    static let cook: CookNowPage = {
        let cards = SampleRecords.cookNowCards, favourites = marks(cards.map(\.card))
        return CookNowPage(
            layout: layout("Cook now", section: .cook, hasForm: true),
            cards: cards.map { CookNowPage.cardView($0, marks: favourites) }, pantryIsEmpty: false, summary: "86 recipes",
            onlyNow: false,
            missingOptions: [1, 2, 3, 5].map { .init(value: String($0), label: "at most \($0)", selected: false) },
            filters: RecipeFilterFields(RecipeSearch(), cuisines: SampleRecords.cuisines), nextHref: SiteURL.cook.href(percentEncodedQuery: "&page=2"), previousHref: nil, backPath: SiteURL.cook.path)
    }()
}
