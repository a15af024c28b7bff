import Templates
import FoodKit
import Foundation
import Hummingbird
import PantrixCore
import RecipeLD

/// Search, the recipe page, cook mode, and "surprise me".
struct RecipesController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.search) { request, context in
            let search = SearchForm.search(from: request)
            let results = try await services.database.search(search, viewerID: context.user?.id)
            let title = search.text.isEmpty ? "Search recipes" : "\(search.text) – recipes"
            let marks = try await services.favouriteMarks(results.cards, viewerID: context.user?.id)
            var page = SearchPage(
                layout: services.pages.layout(context, title: title, section: .search),
                search: search, results: results, cuisines: try await services.cuisines.names(services.database),
                marks: marks, backPath: request.uri.description)
            page.vocabulary = try await services.vocabulary.names(services.database)
            return services.renderer.html(page)
        }
        routes.get(.recipeRandom) { _, _ -> Response in
            guard let id = try await services.database.randomPublicRecipeID() else { return SafeRedirect.seeOther(.home) }
            return SafeRedirect.seeOther(.recipe(.value(id)))
        }
        routes.get(.recipe(.key)) { request, context -> Response in
            let id = try context.parameters.id(otherwise: Self.notFound)
            return try await RecipePageRenderer(services: services).render(request, context: context, id: id)
        }
        routes.get(.recipeExport(.key), use: export)
        routes.get(.recipeArt(.key), use: art)
        routes.get(.recipeCook(.key)) { request, context in
            let detail = try await detail(context)
            let options = RecipePageOptions(request: request, servings: detail.recipe.servings, preferred: context.user?.preferredMeasures ?? .original)
            let layout = services.pages.layout(context, title: "Cook: \(detail.recipe.title)", section: nil)
            return services.renderer.html(CookModePage(layout: layout, detail: detail, options: options))
        }
    }

    /// GET /recipes/{id}/art.svg: the drawn picture of a recipe without a photo. Made from the
    /// recipe's category and heaviest ingredients, with no text of the recipe in it.
    @Sendable private func art(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.id(otherwise: Self.notFound)
        let facts: DishArtFacts
        do {
            facts = try await services.database.dishArtFacts(recipeID: id, viewerID: context.user?.id)
        } catch SocialError.notFound {
            throw Self.notFound
        }
        let svg = DishArt.svg(recipeID: id, category: facts.category, subject: DishArt.subject(category: facts.category, keys: facts.keys))
        var headers = HTTPFields()
        headers[.contentType] = "image/svg+xml"
        // An edit can change the drawing: kept an hour, then asked for again.
        headers[.cacheControl] = facts.isPublic ? "public, max-age=3600" : "private, max-age=3600"
        headers[.eTag] = PageETag.of(Array(svg.utf8))
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: svg)))
    }

    /// GET /recipes/{id}.json: schema.org JSON-LD, as a download.
    @Sendable private func export(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.id(otherwise: Self.notFound)
        let export: RecipeExport
        do {
            export = try await services.database.exportRecipe(id: id, viewerID: context.user?.id)
        } catch RecipeError.notFound {
            throw Self.notFound
        }
        var headers = HTTPFields()
        headers[.contentType] = "application/ld+json; charset=utf-8"
        headers[.contentDisposition] = "attachment; filename=\"\(export.filename)\""
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: export.data)))
    }

    private func detail(_ context: AppRequestContext) async throws -> RecipeDetail {
        let id = try context.parameters.id(otherwise: Self.notFound)
        do {
            return try await services.database.recipeDetail(id: id, viewerID: context.user?.id)
        } catch RecipeError.notFound {
            throw Self.notFound
        }
    }

    static let notFound = UserFacingError(status: .notFound, message: "That recipe doesn't exist, or it's private. Try searching for it.")
}
