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
            guard let id = context.parameters.get("id").flatMap(Int64.init) else { throw Self.notFound }
            return try await RecipePageRenderer(services: services).render(request, context: context, id: id)
        }
        routes.get(.recipeExport(.key), use: export)
        routes.get(.recipeCook(.key)) { request, context in
            let detail = try await detail(context)
            let options = RecipePageOptions(request: request, servings: detail.recipe.servings)
            let layout = services.pages.layout(context, title: "Cook: \(detail.recipe.title)", section: nil)
            return services.renderer.html(CookModePage(layout: layout, detail: detail, options: options))
        }
    }

    /// GET /recipes/{id}.json: schema.org JSON-LD, as a download.
    @Sendable private func export(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let detail = try await detail(context)
        let data = RecipeLDExport.jsonLD(LDRecipe(detail: detail))
        var headers = HTTPFields()
        headers[.contentType] = "application/ld+json; charset=utf-8"
        headers[.contentDisposition] = "attachment; filename=\"\(detail.recipe.slug).json\""
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    private func detail(_ context: AppRequestContext) async throws -> RecipeDetail {
        guard let id = context.parameters.get("id").flatMap(Int64.init) else { throw Self.notFound }
        do {
            return try await services.database.recipeDetail(id: id, viewerID: context.user?.id)
        } catch RecipeError.notFound {
            throw Self.notFound
        }
    }

    static let notFound = UserFacingError(status: .notFound, message: "That recipe doesn't exist, or it's private. Try searching for it.")
}
