import Templates
import Hummingbird
import PantrixCore

/// Home, and the sections whose features are still on their way (/healthz: HealthCheckMiddleware).
struct PagesController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.home) { _, context in
            let feed = try await services.database.homeFeed()
            var cookCards: [CookNowCard] = []
            if let userID = context.user?.id, try await !services.database.pantryItems(userID: userID).isEmpty {
                var query = CookNowQuery()
                query.limit = 4
                cookCards = try await services.database.cookNow(userID: userID, query: query).cards
            }
            var forYou: [RecipeCard] = []
            if let userID = context.user?.id { forYou = try await services.database.suggestions(userID: userID, limit: 4) }
            let marks = try await services.favouriteMarks(feed.popular, feed.recent, cookCards.map(\.card), forYou, viewerID: context.user?.id)
            let cookNow = cookCards.map { CookPage.cardView($0, marks: marks) }
            var page = HomePage(
                layout: services.pages.layout(context, title: "Pantrix", section: .home),
                popular: feed.popular.map { RecipeCardView($0, marks: marks) }, recent: feed.recent.map { RecipeCardView($0, marks: marks) },
                cookNow: cookNow)
            page.forYou = forYou.map { RecipeCardView($0, marks: marks) }
            return services.renderer.html(page)
        }
    }
}
