import Templates
import Foundation
import Hummingbird
import PantrixCore

/// Profiles (/u/{username}, public), following and unfollowing, and the following feed.
struct PeopleController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<AppRequestContext>, signedIn: SiteRoutes<SignedInContext>) {
        routes.get(.profile(.key), use: showProfile)
        signedIn.post(.follow(.key), body: .form, use: startFollowing)
        signedIn.post(.unfollow(.key), body: .form, use: stopFollowing)
        signedIn.get(.following, use: showFollowing)
    }

    /// GET /u/{username}: a person's profile, recipes and (if public) cooking history.
    @Sendable func showProfile(request: Request, context: AppRequestContext) async throws -> Response {
        let username = try Self.username(context)
        let profile: Profile
        do {
            profile = try await services.database.profile(username: username, viewerID: context.user?.id)
        } catch PeopleError.notFound {
            throw Self.notFound
        }
        let userID = profile.user.id!
        let recipes = try await services.database.recipes(byAuthor: userID, viewerID: context.user?.id)
        let standing = try await services.database.standing(userID: userID)
        let historyPublic = try await services.database.isHistoryPublic(userID: userID)
        let history = profile.isViewer || historyPublic ? try await services.database.cookingHistory(userID: userID, shownTo: context.user?.id) : nil
        let marks = try await services.favouriteMarks(recipes, viewerID: context.user?.id)
        let page = ProfilePage(
            layout: services.pages.layout(context, title: profile.user.username, section: profile.isViewer ? .account : nil),
            profile: profile, recipes: recipes, marks: marks, signedIn: context.user != nil,
            standing: standing, history: history, historyPublic: historyPublic,
            photos: try await services.database.profilePhotos(userID: userID, viewerID: context.user?.id),
            lists: try await services.database.publicLists(ofUser: userID), viewerIsAdmin: AdminContext.admits(context.user))
        return services.renderer.html(page)
    }

    /// POST /u/{username}/follow: follows a person.
    @Sendable func startFollowing(request: Request, context: SignedInContext) async throws -> Response {
        try await follow(true, context)
    }

    /// POST /u/{username}/unfollow: stops following a person.
    @Sendable func stopFollowing(request: Request, context: SignedInContext) async throws -> Response {
        try await follow(false, context)
    }

    /// GET /following: new recipes from the people you follow.
    @Sendable func showFollowing(request: Request, context: SignedInContext) async throws -> Response {
        let feed = try await services.database.followingRecipes(of: context.userID)
        let followed = try await services.database.followedUsernames(of: context.userID)
        let marks = try await services.favouriteMarks(feed.map(\.card), viewerID: context.userID)
        let page = FollowingPage(
            layout: services.pages.layout(context, title: "Following", section: nil), feed: feed, followed: followed, marks: marks,
            photos: try await services.database.followingPhotos(of: context.userID))
        return services.renderer.html(page)
    }

    private func follow(_ on: Bool, _ context: SignedInContext) async throws -> Response {
        let username = try Self.username(context)
        do {
            try await services.database.setFollowing(on, username: username, followerID: context.userID)
        } catch PeopleError.notFound {
            throw Self.notFound
        } catch PeopleError.cannotFollowSelf {
            services.pages.flash(context, .error, "You can't follow yourself.")
        }
        return SafeRedirect.seeOther(.profile(.value(username)))
    }

    static func username(_ context: some RequestContext) throws -> String {
        guard let name = context.parameters.get("username"), UsernameRule.problem(with: name) == nil else { throw notFound }
        return name
    }

    static let notFound = UserFacingError(status: .notFound, message: "There is no cook by that name on Pantrix.")
}
