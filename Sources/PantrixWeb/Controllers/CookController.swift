import Templates
import Foundation
import Hummingbird
import PantrixCore

/// /cook (signed in): recipes ranked by how little is missing from your pantry.
struct CookController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.cook) { request, context in
            let params = request.queryFields
            let search = SearchForm.search(from: request)
            var query = CookNowQuery()
            let onlyNow = params.get("now") == "1"
            let maxMissing = SearchForm.positive(params.get("missing"))
            query.maxMissing = onlyNow ? 0 : maxMissing
            query.ignoreAmounts = params.get("any") == "1"
            query.category = search.category
            query.cuisine = search.cuisine
            query.diets = search.diets
            query.maxMinutes = search.maxMinutes
            query.maxKcal = search.maxKcal
            query.maxCost = search.maxCost
            query.excludedKeys = IngredientFilter.excludedKeys(for: search.exclude)
            query.offset = (search.page - 1) * query.limit
            let result = try await services.database.cookNow(userID: context.userID, query: query)
            let marks = result.favourited
            let pantryIsEmpty = result.items.isEmpty
            let kept = (request.uri.query ?? "").split(separator: "&").filter { !$0.hasPrefix("page=") }.joined(separator: "&")
            func pageHref(_ page: Int) -> String { SiteURL.cook.href(percentEncodedQuery: (kept.isEmpty ? "" : kept + "&") + "page=\(page)") }
            var page = CookPage(
                layout: services.pages.layout(context, title: "Cook now", section: .cook, hasForm: true),
                cards: result.cards.map { CookPage.cardView($0, marks: marks) }, pantryIsEmpty: pantryIsEmpty,
                summary: result.total == 1 ? "1 recipe" : "\(result.total) recipes",
                onlyNow: onlyNow,
                missingOptions: [1, 2, 3, 5].map { .init(value: String($0), label: "at most \($0)", selected: !onlyNow && maxMissing == $0) },
                filters: RecipeFilterFields(search, cuisines: try await services.cuisines.names(services.database)),
                nextHref: query.offset + query.limit < result.total ? pageHref(search.page + 1) : nil,
                previousHref: search.page > 1 ? pageHref(search.page - 1) : nil,
                backPath: request.uri.description)
            page.ignoreAmounts = query.ignoreAmounts
            page.nextBuys = result.nextBuys.map { ($0.name, $0.unlocks == 1 ? "1 more recipe" : "\($0.unlocks) more recipes") }
            if result.offerBasics { page.basicsOffer = KitchenBasicsOffer(back: request.uri.description) }
            return services.renderer.html(page)
        }
    }
}
