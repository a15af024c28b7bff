import PantrixTestSupport
import Templates
import PantrixCore

/// Accounts, profiles, following, the leaderboard and the error page.
extension PageSamples {
    package static let login = LoginPage(layout: layout("Log in", section: .account, user: nil, hasForm: true), next: SiteURL.cook.path)

    package static let register = RegisterPage(layout: layout("Create your account", section: .account, user: nil, hasForm: true))

    package static let settings: SettingsPage = {
        let user = SampleRecords.viewer
        var page = SettingsPage(
            layout: layout("Settings", section: .account), username: user.username, email: user.email,
            memberSince: user.createdAt.formatted(date: .long, time: .omitted))
        page.historyPublic = true
        return page
    }()

    package static let taste = TastePage(
        layout: layout("Your tastes", section: .account, hasForm: true), taste: SampleRecords.taste, welcome: false,
        cuisineNames: SampleRecords.cuisines)

    /// The viewer's own profile: recipes, standing, history, photos and public lists.
    package static let profile: ProfilePage = {
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

    package static let following: FollowingPage = {
        let feed = SampleRecords.followingFeed
        var page = FollowingPage(
            layout: layout("Following", section: nil), feed: feed, followed: SampleRecords.followedNames, marks: marks(feed.map(\.card)))
        page.photos = SampleRecords.followingPhotos.map { ProfilePage.PhotoView($0.photo, recipeTitle: $0.recipeTitle, by: $0.username) }
        return page
    }()

    package static let leaderboard = LeaderboardPage(
        layout: layout("Leaderboard", section: .leaderboard), board: SampleRecords.leaderboard, viewerID: SampleRecords.viewer.id)

    package static let points = PointsPage(layout: layout("How points work", section: .leaderboard))

    /// A recipe that doesn't exist, as the error middleware shows it.
    package static let error: ErrorPage = {
        let words = ErrorPage.wording(for: 404, detail: "That recipe doesn't exist, or it's private. Try searching for it.")
        return ErrorPage(
            layout: layout(words.heading, section: nil), status: 404, heading: words.heading, message: words.message,
            actionHref: SiteURL.home.path, actionLabel: "Go to the home page")
    }()
}
