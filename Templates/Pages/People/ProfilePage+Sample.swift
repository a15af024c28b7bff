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
        var page = ProfilePage(
            layout: layout(records.viewer.username, section: .account), profile: records.profile, recipes: records.profileCards,
            marks: marks(records.profileCards), signedIn: true, standing: records.standing, history: records.cookingHistory,
            historyPublic: true)
        page.photos = records.profilePhotos.map { ProfilePage.PhotoView($0.photo, recipeTitle: $0.recipeTitle) }
        page.lists = records.publicLists.map {
            ProfilePage.ListLink(name: $0.name, href: SiteURL.list(.value($0.id)).path, count: $0.recipeCount == 1 ? "1 recipe" : "\($0.recipeCount) recipes")
        }
        return page
    }()
}
