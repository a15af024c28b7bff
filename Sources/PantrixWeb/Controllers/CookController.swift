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
        let data = try await services.database.cookNow(userID: context.userID, query: query)
        let page = CookNowPage(
            layout: services.pages.layout(context, title: "Cook now", section: .cook, hasForm: true), form: form, query: query, data: data,
            cuisines: try await services.cuisines.names(services.database), backPath: request.uri.description)
        return services.renderer.html(page)
    }
}
