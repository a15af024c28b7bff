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
        routes.get(.search, use: search)
        routes.get(.recipeRandom, use: random)
        routes.get(.recipe(.key), use: show)
        routes.get(.recipeExport(.key), use: export)
        routes.get(.recipeArt(.key), use: art)
        routes.get(.recipeCook(.key), use: cookMode)
    }

    /// GET /search: recipes matching the words and filters, a page of cards.
    @Sendable private func search(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let search = SearchForm.search(from: request)
        let results = try await services.database.search(search, viewerID: context.user?.id)
        let title = search.text.isEmpty ? "Search recipes" : "\(search.text) – recipes"
        let marks = try await services.favouriteMarks(results.cards, viewerID: context.user?.id)
        let page = SearchPage(
            layout: services.pages.layout(context, title: title, section: .search),
            search: search, results: results, cuisines: try await services.cuisines.names(services.database),
            vocabulary: try await services.vocabulary.names(services.database), marks: marks, backPath: request.uri.description)
        return services.renderer.html(page)
    }

    /// GET /recipes/random: "surprise me", any public recipe.
    @Sendable private func random(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let id = try await services.database.randomPublicRecipeID() else { return SafeRedirect.seeOther(.home) }
        return SafeRedirect.seeOther(.recipe(.value(id)))
    }

    /// GET /recipes/{id}: the recipe page.
    @Sendable private func show(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        try await render(request, context: context, id: try context.parameters.id(otherwise: Self.notFound))
    }

    /// The recipe page as read now: for GET /recipes/{id}, and again with the typed comment or photo
    /// caption and what went wrong when the comment or photo controller refuses one.
    func render(
        _ request: Request, context: some PageContext, id: Int64, comment: FormField = FormField(id: "comment-body"),
        photoForm: PhotoUploadForm = PhotoUploadForm(), status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let viewer = context.pageUser
        let commentsPage = request.queryFields.get("comments").flatMap(Int.init).map { min(max($0, 1), 10_000) } ?? 1
        // Read, built and written without suspending (brief reads), on threads of their own.
        return try await withTaskExecutorPreference(services.pageExecutor) {
            let data: RecipePageData
            do {
                data = try await services.database.recipePage(id: id, viewerID: viewer?.id, commentsPage: commentsPage, galleryLimit: Self.galleryLimit)
            } catch RecipeError.notFound, SocialError.notFound {
                throw Self.notFound
            }
            let servings = data.detail.recipe.servings
            let page = RecipePage(
                layout: services.pages.layout(context, title: data.detail.recipe.title, section: nil), data: data,
                options: RecipePageOptions(request: request, servings: servings, preferred: viewer?.preferredMeasures ?? .original),
                viewerID: viewer?.id, comment: comment, photoForm: photoForm,
                photoLimits: "JPEG, PNG or WebP, up to \(services.config.maxPhotoBytes / 1024 / 1024) MB.")
            return services.renderer.html(page, status: status)
        }
    }

    /// Photos shown on the recipe page (newest first).
    static let galleryLimit = 24

    /// GET /recipes/{id}/cook: cook mode, one step at a time, at the servings and units asked for.
    @Sendable private func cookMode(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let detail = try await detail(context)
        let options = RecipePageOptions(request: request, servings: detail.recipe.servings, preferred: context.user?.preferredMeasures ?? .original)
        let layout = services.pages.layout(context, title: "Cook: \(detail.recipe.title)", section: nil)
        return services.renderer.html(CookModePage(layout: layout, detail: detail, options: options))
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
