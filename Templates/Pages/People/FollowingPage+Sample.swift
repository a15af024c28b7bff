#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
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
