import Hummingbird
import PantrixCore

/// Home, health, and the sections whose features are still on their way.
struct PagesController {
    let services: AppServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/") { _, context in
            let feed = try await services.database.homeFeed()
            var cookNow: [CookPage.CardView] = []
            if let userID = context.user?.id, try await !services.database.pantryItems(userID: userID).isEmpty {
                var query = CookNowQuery()
                query.limit = 4
                cookNow = try await services.database.cookNow(userID: userID, query: query).cards.map(CookPage.cardView)
            }
            var page = HomePage(
                layout: services.pages.layout(context, title: "Pantrix", section: .home),
                popular: feed.popular.map(RecipeCardView.init), recent: feed.recent.map(RecipeCardView.init),
                hasRecipes: !feed.popular.isEmpty, cookNow: cookNow, hasCookNow: !cookNow.isEmpty)
            if let userID = context.user?.id {
                page.forYou = try await services.database.suggestions(userID: userID, limit: 4).map(RecipeCardView.init)
                page.hasForYou = !page.forYou.isEmpty
            }
            return try services.renderer.html(.home, page)
        }
        router.get("/healthz") { _, _ -> Response in
            let healthy = await services.database.isHealthy()
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; charset=utf-8"
            headers[.cacheControl] = "no-store"
            return Response(
                status: healthy ? .ok : .serviceUnavailable, headers: headers,
                body: .init(byteBuffer: ByteBuffer(string: healthy ? "ok" : "database unavailable"))
            )
        }
        let upcoming: [(NavSection, String, String)] = [
            (.favourites, "Favourites", "Recipes you love, one tap away."),
        ]
        for (section, heading, blurb) in upcoming {
            router.get(RouterPath(section.href(signedIn: false))) { _, context in
                let page = ComingSoonPage(
                    layout: services.pages.layout(context, title: heading, section: section), heading: heading, blurb: blurb
                )
                return try services.renderer.html(.comingSoon, page)
            }
        }
    }
}
