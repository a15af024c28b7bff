import Templates
import Foundation
import Hummingbird
import PantrixCore

/// The favourite heart (POST, with or without JavaScript) and /favourites (signed in).
struct FavouritesController {
    let services: AppServices

    struct FavouriteForm: Decodable {
        var favourite: String?
        var back: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.favourites) { request, context in
            let page = min(SearchForm.positive(request.uri.queryParameters.get("page")) ?? 1, 10_000)
            let result = try await services.database.favourites(userID: context.userID, page: page)
            // Every card here is a favourite: no marks query needed.
            let model = FavouritesPage(
                layout: services.pages.layout(context, title: "Favourites", section: .favourites),
                cards: result.cards.map { RecipeCardView($0, favourited: true) }, page: page, hasMore: result.hasMore)
            return services.renderer.html(model)
        }
        routes.post(.recipeFavourite(.key), body: .form) { request, context -> Response in
            let form = try await request.decodeForm(FavouriteForm.self, context: context)
            let id = try SocialIDs.id(context)
            let on = form.favourite != "no"
            let state = try await services.database.setFavourite(recipeID: id, userID: context.userID, on: on)
            if SocialIDs.wantsJSON(request) {
                return SocialIDs.json(#"{"favourite":\#(state.isFavourite),"count":\#(state.count),"countText":"\#(FavouriteButton.countText(state.count))"}"#)
            }
            return SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .recipe(.value(id))))
        }
    }
}
