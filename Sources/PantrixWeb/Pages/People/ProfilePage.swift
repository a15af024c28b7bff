import Foundation
import PantrixCore

/// /u/{username}: a cook's public face — their recipes, and a follow button for others.
struct ProfilePage: Sendable {
    let layout: LayoutModel
    let username: String
    let initial: String
    let profileHref: String
    let memberSince: String
    let recipeCount: Int
    let followers: Int
    let following: Int
    let isViewer: Bool
    let canFollow: Bool
    let viewerFollows: Bool
    let recipes: [RecipeCardView]
    let hasRecipes: Bool
    let points: Int
    let rank: Int?
    let history: [HistoryEntry]
    let showHistory: Bool
    let hasHistory: Bool
    let historyPrivate: Bool

    /// A thumbnail linking to its recipe's gallery; the alt text names the dish (and the cook,
    /// where the page is about several).
    struct PhotoView: Sendable {
        let thumbURL: String
        let href: String
        let alt: String

        init(_ photo: Photo, recipeTitle: String, by uploader: String? = nil) {
            thumbURL = "/uploads/\(photo.thumbFile)"
            href = "/recipes/\(photo.recipeId)#photos"
            let dish = uploader.map { "\(recipeTitle) by \($0)" } ?? recipeTitle
            alt = photo.caption.isEmpty ? dish : "\(dish): \(photo.caption)"
        }
    }

    var photos: [PhotoView] = []
    var hasPhotos = false

    struct HistoryEntry: Sendable {
        let id: Int64
        let title: String
        let href: String?
        let when: String
        let points: String
        let used: String?
        let canDelete: Bool
    }

    struct ListLink: Sendable {
        let name: String
        let href: String
        let count: String
    }

    var lists: [ListLink] = []
    var hasLists = false

    init(layout: LayoutModel, profile: Profile, recipes: [RecipeCard], marks: Set<Int64>, signedIn: Bool,
         standing: LeaderboardRow?, history: [CookingEntry]?, historyPublic: Bool) {
        self.layout = layout
        username = profile.user.username
        initial = String(profile.user.username.prefix(1)).uppercased()
        profileHref = "/u/\(profile.user.username)"
        memberSince = DateText.monthYear(profile.user.createdAt)
        recipeCount = profile.recipeCount
        followers = profile.followers
        following = profile.following
        isViewer = profile.isViewer
        canFollow = signedIn && !profile.isViewer
        viewerFollows = profile.viewerFollows
        self.recipes = recipes.map { RecipeCardView($0, marks: marks) }
        hasRecipes = !recipes.isEmpty
        points = standing?.points ?? 0
        rank = standing?.rank
        let isViewer = profile.isViewer
        self.history = (history ?? []).map { entry in
            let used = entry.used.map(\.name)
            return HistoryEntry(
                id: entry.id, title: entry.recipeTitle, href: entry.recipeId.map { "/recipes/\($0)" },
                when: DateText.day(entry.cookedAt),
                points: entry.withheld == nil ? "+\(entry.points) points" : "no points (\(entry.withheld == "dailyLimit" ? "daily limit" : "already counted that day"))",
                used: used.isEmpty ? nil : "used " + used.joined(separator: ", "), canDelete: isViewer)
        }
        showHistory = history != nil
        hasHistory = !(history ?? []).isEmpty
        historyPrivate = isViewer && !historyPublic
    }
}

/// /following: new recipes from the cooks the signed-in user follows.
struct FollowingPage: Sendable {
    struct Entry: Sendable {
        let card: RecipeCardView
        let authorName: String
        let authorHref: String
        let when: String
    }

    let layout: LayoutModel
    let entries: [Entry]
    let hasEntries: Bool
    let followed: [String]
    let followsAnyone: Bool
    var photos: [ProfilePage.PhotoView] = []
    var hasPhotos = false

    init(layout: LayoutModel, feed: [FeedRecipe], followed: [String], marks: Set<Int64>) {
        self.layout = layout
        entries = feed.map {
            Entry(card: RecipeCardView($0.card, marks: marks), authorName: $0.authorName, authorHref: "/u/\($0.authorName)", when: DateText.day($0.createdAt))
        }
        hasEntries = !feed.isEmpty
        self.followed = followed
        followsAnyone = !followed.isEmpty
    }
}

/// Dates as the pages print them, in UTC so every viewer reads the same day.
enum DateText {
    static func monthYear(_ date: Date) -> String { format(date, "MMMM yyyy") }
    static func day(_ date: Date) -> String { format(date, "d MMM yyyy") }

    private static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
