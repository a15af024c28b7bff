#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// The first page of 24 favourites, with more to come.
    static let favourites = FavouritesPage(
        layout: layout("Favourites", section: .favourites),
        cards: SampleRecords.cards(24, from: 30).map { RecipeCardView($0, favourited: true) }, page: 1, hasMore: true)
}
