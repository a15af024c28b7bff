import Hummingbird
import PantrixCore
import RecipeLD

/// Builds the recipe page: for GET /recipes/{id}, and again with the typed comment or photo
/// caption and what went wrong when a comment or photo is refused.
struct RecipePageRenderer {
    let services: AppServices

    func render(
        _ request: Request, context: some PageContext, id: Int64, comment: FormField = FormField(id: "comment-body"),
        photoForm: PhotoUploadForm? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let viewerID = context.pageUser?.id
        let detail: RecipeDetail
        let social: RecipeSocial
        let commentsPage = request.uri.queryParameters.get("comments").flatMap(Int.init).map { min(max($0, 1), 10_000) } ?? 1
        do {
            detail = try await services.database.recipeDetail(id: id, viewerID: viewerID)
            social = try await services.database.recipeSocial(recipeID: id, viewerID: viewerID, commentsPage: commentsPage)
        } catch RecipeError.notFound, SocialError.notFound {
            throw RecipesController.notFound
        }
        let options = RecipePageOptions(request: request, servings: detail.recipe.servings)
        let related = try await services.database.relatedRecipes(to: id)
        let marks = try await services.favouriteMarks(related, viewerID: viewerID)
        var page = RecipePage(
            layout: services.pages.layout(context, title: detail.recipe.title, section: nil),
            detail: detail, options: options, related: related.map { RecipeCardView($0, marks: marks) },
            jsonLD: RecipeLDExport.scriptJSON(LDRecipe(detail: detail)),
            social: RecipeSocialView(recipeID: id, social: social, viewerID: viewerID, comment: comment))
        let photos = try await services.photos.photos(forRecipe: id, limit: Self.galleryLimit)
        // Counting is only needed when the gallery is full.
        let total = photos.count < Self.galleryLimit ? photos.count : try await services.database.photoCount(forRecipe: id)
        page.photos = PhotoGallery(photos, total: total, viewerID: viewerID)
        page.photoForm = photoForm ?? PhotoUploadForm()
        page.photoForm.limitsText = "JPEG, PNG or WebP, up to \(services.config.maxPhotoBytes / 1024 / 1024) MB."
        return try services.renderer.html(.recipe, page, status: status)
    }

    /// Photos shown on the recipe page (newest first).
    static let galleryLimit = 24
}
