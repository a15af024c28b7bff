import Foundation
import PantrixCore

/// /following: new recipes from the cooks the signed-in user follows.
package struct FollowingPage: Sendable {
    package struct Entry: Sendable {
        package let card: RecipeCardView
        package let authorName: String
        package let authorHref: String
        package let when: String
    }

    package let layout: LayoutModel
    package let entries: [Entry]
    package let followed: [String]
    package let followsAnyone: Bool
    package let photos: [ProfilePage.PhotoView]

    package init(
        layout: LayoutModel, feed: [FeedRecipe], followed: [String], marks: Set<Int64>, photos: [(photo: Photo, recipeTitle: String, username: String)] = []
    ) {
        self.layout = layout
        self.photos = photos.map { ProfilePage.PhotoView($0.photo, recipeTitle: $0.recipeTitle, by: $0.username) }
        entries = feed.map {
            Entry(card: RecipeCardView($0.card, marks: marks), authorName: $0.authorName, authorHref: SiteURL.profile(.value($0.authorName)).path, when: DateText.day($0.createdAt))
        }
        self.followed = followed
        followsAnyone = !followed.isEmpty
    }
}
