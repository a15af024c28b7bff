import Templates
import Foundation
import Hummingbird
import PantrixCore

/// Home, and the sections whose features are still on their way (/healthz: HealthCheckMiddleware).
struct PagesController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.home, use: showHome)
    }

    /// GET /: the home page, for a visitor or for someone signed in.
    @Sendable func showHome(request: Request, context: AppRequestContext) async throws -> Response {
        let feed = try await services.database.homeFeed()
        guard let user = context.user, let userID = user.id else {
            let marks = try await services.favouriteMarks(feed.popular, feed.recent, viewerID: nil)
            let page = HomePage(
                layout: services.pages.layout(context, title: "Pantrix", section: .home),
                popular: feed.popular.map { RecipeCardView($0, marks: marks) }, recent: feed.recent.map { RecipeCardView($0, marks: marks) },
                cookNow: [])
            return services.renderer.html(page)
        }
        let today = Date()
        let pantry = try await services.database.pantryItems(userID: userID)
        var cookCards: [CookNowCard] = []
        if !pantry.isEmpty {
            var query = CookNowQuery()
            query.limit = 4
            cookCards = try await services.database.cookNow(userID: userID, query: query).cards
        }
        let forYou = try await services.database.suggestions(userID: userID, limit: 4)
        let favourites = try await services.database.favourites(userID: userID, pageSize: 4).cards
        let plan = try await services.database.planWeek(PlanWeek(containing: today), userID: userID)
        let marks = try await services.favouriteMarks(feed.popular, feed.recent, cookCards.map(\.card), forYou, viewerID: userID)
            .union(favourites.map(\.id))
        let page = HomePage(
            layout: services.pages.layout(context, title: "Pantrix", section: .home),
            popular: feed.popular.map { RecipeCardView($0, marks: marks) }, recent: feed.recent.map { RecipeCardView($0, marks: marks) },
            cookNow: cookCards.map { CookNowPage.cardView($0, marks: marks) }, forYou: forYou.map { RecipeCardView($0, marks: marks) },
            kitchen: HomePage.KitchenSummary(
                username: user.username, pantryCount: pantry.count, today: today, entries: plan.entries,
                favourites: favourites.map { RecipeCardView($0, marks: marks) }))
        return services.renderer.html(page)
    }
}
