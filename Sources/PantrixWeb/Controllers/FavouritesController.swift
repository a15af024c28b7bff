import Templates
import Foundation
import Hummingbird
import PantrixCore

/// The favourite heart (POST, with or without JavaScript) and /favourites (signed in).
struct FavouritesController {
    let services: AppServices

    /// What the heart's fetch() gets; `confirm` is the page to open instead (one's own recipe).
    struct FavouriteAnswer: Encodable {
        var favourite: Bool
        var count: Int
        var countText: String
        var confirm: String?
    }

    struct FavouriteForm: Decodable {
        var favourite: String?
        var back: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.favourites, use: showFavourites)
        routes.post(.recipeFavourite(.key), body: .form, use: setFavourite)
    }

    /// GET /favourites: the recipes you favourited, newest first, a page at a time.
    @Sendable func showFavourites(request: Request, context: SignedInContext) async throws -> Response {
        let page = min(SearchForm.positive(request.queryFields.get("page")) ?? 1, 10_000)
        let result = try await services.database.favourites(userID: context.userID, page: page)
        // Every card here is a favourite: no marks query needed. One just written in the editor
        // stands out (?new=ID, with #recipe-ID to scroll to it).
        let model = FavouritesPage(
            layout: services.pages.layout(context, title: "Favourites", section: .favourites),
            cards: result.cards.map { RecipeCardView($0, favourited: true) }, page: page, hasMore: result.hasMore,
            newRecipeID: request.queryFields.get("new").flatMap(Int64.init))
        return services.renderer.html(model)
    }

    /// POST /recipes/{id}/favourite: the heart on or off; JSON for the heart's fetch(), else back to the page.
    @Sendable func setFavourite(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(FavouriteForm.self, context: context)
        let id = try context.parameters.id(otherwise: SocialError.notFound)
        let on = form.favourite != "no"
        let state = try await services.database.setFavourite(recipeID: id, userID: context.userID, on: on)
        let back = SafeRedirect.localPath(form.back, fallback: .recipe(.value(id)))
        // One's own recipe out of favourites: ask whether it should go altogether (never silently).
        let confirm = on ? nil : try await services.database.isAuthor(recipeID: id, userID: context.userID)
            ? SiteURL.recipeDelete(.value(id)).href(["unfavourited": "1", "back": back]) : nil
        if SocialIDs.wantsJSON(request) {
            return APIJSON.response(.ok, FavouriteAnswer(
                favourite: state.isFavourite, count: state.count, countText: FavouriteButton.countText(state.count), confirm: confirm))
        }
        return SafeRedirect.seeOther(confirm ?? back)
    }
}
