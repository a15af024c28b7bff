#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// The viewer's own profile: recipes, standing, history, photos and public lists.
    static let profile: ProfilePage = {
        let records = SampleRecords.self
        return ProfilePage(
            layout: layout(records.viewer.username, section: .account), profile: records.profile, recipes: records.profileCards,
            marks: marks(records.profileCards), signedIn: true, standing: records.standing, history: records.cookingHistory,
            historyPublic: true, photos: records.profilePhotos, lists: records.publicLists)
    }()
}
