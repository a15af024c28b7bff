#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let following: FollowingPage = {
        let feed = SampleRecords.followingFeed
        return FollowingPage(
            layout: layout("Following", section: nil), feed: feed, followed: SampleRecords.followedNames, marks: marks(feed.map(\.card)),
            photos: SampleRecords.followingPhotos)
    }()
}
