#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// The first page of 24 favourites, with more to come.
    static let favourites = FavouritesPage(
        layout: layout("Favourites", section: .favourites),
        cards: SampleRecords.cards(24, from: 30).map { RecipeCardView($0, favourited: true) }, page: 1, hasMore: true)
}
