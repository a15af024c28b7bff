import Foundation
import PantrixCore

/// /u/{username}: a cook's public face — their recipes, and a follow button for others.
package struct ProfilePage: Sendable {
    package let layout: LayoutModel
    package let username: String
    package let initial: String
    package let profileHref: String
    package let memberSince: String
    package let recipeCount: Int
    package let followers: Int
    package let following: Int
    package let isViewer: Bool
    package let canFollow: Bool
    package let viewerFollows: Bool
    package let recipes: [RecipeCardView]
    package let points: Int
    package let rank: Int?
    package let history: [HistoryEntry]
    package let showHistory: Bool
    package let historyPrivate: Bool
    /// For the owner of a profile a moderator hid.
    package let hiddenNotice: String?
    /// For signed-in people other than the owner.
    package let reportMenu: ReportMenu?
    /// For admins: the cook's entries, to void one.
    package let moderationHref: String?

    /// A thumbnail linking to its recipe's gallery; the alt text names the dish (and the cook,
    /// where the page is about several).
    package struct PhotoView: Sendable {
        package let thumbURL: String
        package let href: String
        package let alt: String

        package init(_ photo: Photo, recipeTitle: String, by uploader: String? = nil) {
            thumbURL = SiteURL.uploads(.value(photo.thumbFile)).path
            href = SiteURL.recipe(.value(photo.recipeId)).href(fragment: "photos")
            let dish = uploader.map { "\(recipeTitle) by \($0)" } ?? recipeTitle
            alt = photo.caption.isEmpty ? dish : "\(dish): \(photo.caption)"
        }
    }

    package let photos: [PhotoView]

    package struct HistoryEntry: Sendable {
        package let id: Int64
        package let title: String
        package let href: String?
        package let when: String
        package let points: String
        package let used: String?
        package let canDelete: Bool
    }

    package struct ListLink: Sendable {
        package let name: String
        package let href: String
        package let count: String

        package init(name: String, href: String, count: String) {
            self.name = name
            self.href = href
            self.count = count
        }
    }

    package let lists: [ListLink]

    /// `viewerIsAdmin`: an admin looks at someone else's profile and gets the way to void their entries.
    package init(
        layout: LayoutModel, profile: Profile, recipes: [RecipeCard], marks: Set<Int64>, signedIn: Bool, standing: LeaderboardRow?,
        history: [CookingEntry]?, historyPublic: Bool, photos: [(photo: Photo, recipeTitle: String)] = [], lists: [RecipeListSummary] = [],
        viewerIsAdmin: Bool = false
    ) {
        self.layout = layout
        self.photos = photos.map { PhotoView($0.photo, recipeTitle: $0.recipeTitle) }
        self.lists = lists.map {
            ListLink(name: $0.name, href: SiteURL.list(.value($0.id)).path, count: $0.recipeCount == 1 ? "1 recipe" : "\($0.recipeCount) recipes")
        }
        moderationHref = viewerIsAdmin && !profile.isViewer ? profile.user.id.map { SiteURL.adminCookingLog(.value($0)).path } : nil
        username = profile.user.username
        initial = String(profile.user.username.prefix(1)).uppercased()
        profileHref = SiteURL.profile(.value(profile.user.username)).path
        memberSince = DateText.monthYear(profile.user.createdAt)
        recipeCount = profile.recipeCount
        followers = profile.followers
        following = profile.following
        isViewer = profile.isViewer
        canFollow = signedIn && !profile.isViewer
        viewerFollows = profile.viewerFollows
        self.recipes = recipes.map { RecipeCardView($0, marks: marks) }
        points = standing?.points ?? 0
        rank = standing?.rank
        let isViewer = profile.isViewer
        self.history = (history ?? []).map { entry in
            let used = entry.used.map(\.name)
            return HistoryEntry(
                id: entry.id, title: entry.recipeTitle, href: entry.recipeId.map { SiteURL.recipe(.value($0)).path },
                when: DateText.day(entry.cookedAt),
                points: Self.pointsText(entry),
                used: used.isEmpty ? nil : "used " + used.joined(separator: ", "), canDelete: isViewer)
        }
        showHistory = history != nil
        historyPrivate = isViewer && !historyPublic
        hiddenNotice = ModerationNotice.text("profile", hiddenAt: profile.user.hiddenAt, reason: profile.user.hiddenReason)
        reportMenu = signedIn && !isViewer ? ReportMenu(kind: .profile, id: profile.user.id ?? 0, back: profileHref) : nil
    }

    /// "+35 points", or why the entry earned none.
    package static func pointsText(_ entry: CookingEntry) -> String {
        switch entry.withheld.flatMap(PointsRules.NoPoints.init(rawValue:)) {
        case nil: "+\(entry.points) points"
        case .dailyLimit: "no points (daily limit)"
        case .sameRecipeToday: "no points (already counted that day)"
        case .recipeHidden: "no points (a moderator hid the recipe)"
        case .voided: "no points: voided by a moderator" + (entry.voidReason.map { " (\($0))" } ?? "")
        }
    }
}
