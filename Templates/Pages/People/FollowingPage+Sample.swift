#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let following: FollowingPage = {
        let feed = SampleRecords.followingFeed
        var page = FollowingPage(
            layout: layout("Following", section: nil), feed: feed, followed: SampleRecords.followedNames, marks: marks(feed.map(\.card)))
        page.photos = SampleRecords.followingPhotos.map { ProfilePage.PhotoView($0.photo, recipeTitle: $0.recipeTitle, by: $0.username) }
        return page
    }()
}
