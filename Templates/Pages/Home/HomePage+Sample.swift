#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// Signed in with a pantry: cook-now picks and suggestions besides popular and new recipes.
    static let home: HomePage = {
        let cookNow = SampleRecords.cookNowCards.prefix(4).map { CookNowPage.cardView($0, marks: marks(SampleRecords.cookNowCards.map(\.card))) }
        return HomePage(
            layout: layout("Pantrix", section: .home), popular: cardViews(SampleRecords.cards(8)),
            recent: cardViews(SampleRecords.cards(8, from: 150)), cookNow: Array(cookNow), forYou: cardViews(SampleRecords.cards(4, from: 70)))
    }()

    static let homeSignedOut = HomePage(
        layout: layout("Pantrix", section: .home, user: nil), popular: cardViews(SampleRecords.cards(8), signedIn: false),
        recent: cardViews(SampleRecords.cards(8, from: 150), signedIn: false), cookNow: [])
}
