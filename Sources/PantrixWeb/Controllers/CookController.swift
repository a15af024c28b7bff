import Templates
import Foundation
import Hummingbird
import PantrixCore

/// /cook (signed in): recipes ranked by how little is missing from your pantry.
struct CookController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.cook, use: cookNow)
    }

    /// GET /cook: the cook's pantry against every recipe, a page of cards.
    @Sendable func cookNow(_ request: Request, _ context: SignedInContext) async throws -> Response {
        let form = SearchForm.cookNow(from: request)
        let query = CookNowQuery(form, viewerID: context.userID)
        let result = try await services.database.cookNow(userID: context.userID, query: query)
        let page = form.search.page
        var view = CookPage(
            layout: services.pages.layout(context, title: "Cook now", section: .cook, hasForm: true),
            cards: result.cards.map { CookPage.cardView($0, marks: result.favourited) }, pantryIsEmpty: result.items.isEmpty,
            summary: result.total == 1 ? "1 recipe" : "\(result.total) recipes",
            onlyNow: form.onlyNow,
            missingOptions: [1, 2, 3, 5].map { .init(value: String($0), label: "at most \($0)", selected: !form.onlyNow && form.maxMissing == $0) },
            filters: RecipeFilterFields(form.search, cuisines: try await services.cuisines.names(services.database)),
            nextHref: query.offset + query.limit < result.total ? form.url(page: page + 1) : nil,
            previousHref: page > 1 ? form.url(page: page - 1) : nil,
            backPath: request.uri.description)
        view.ignoreAmounts = query.ignoreAmounts
        view.nextBuys = result.nextBuys.map { ($0.name, $0.unlocks == 1 ? "1 more recipe" : "\($0.unlocks) more recipes") }
        if result.offerBasics { view.basicsOffer = KitchenBasicsOffer(back: request.uri.description) }
        return services.renderer.html(view)
    }
}
