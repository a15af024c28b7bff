import Templates
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
        let commentsPage = request.uri.queryParameters.get("comments").flatMap(Int.init).map { min(max($0, 1), 10_000) } ?? 1
        // The page's reads are independent: run them side by side (the related-recipe ranking is
        // CPU work on another core). Nothing is shown unless the recipe itself may be seen.
        let database = services.database, photoStore = services.photos
        async let detailRead = database.recipeDetail(id: id, viewerID: viewerID)
        async let socialRead = database.recipeSocial(recipeID: id, viewerID: viewerID, commentsPage: commentsPage)
        async let relatedRead = database.relatedRecipes(to: id)
        async let photosRead = photoStore.photos(forRecipe: id, limit: Self.galleryLimit)
        async let pantryRead = Self.pantry(database, viewerID: viewerID)
        let detail: RecipeDetail
        let social: RecipeSocial
        do {
            detail = try await detailRead
            social = try await socialRead
        } catch RecipeError.notFound, SocialError.notFound {
            throw RecipesController.notFound
        }
        let options = RecipePageOptions(request: request, servings: detail.recipe.servings)
        let related = try await relatedRead
        let marks = try await services.favouriteMarks(related, viewerID: viewerID)
        var page = RecipePage(
            layout: services.pages.layout(context, title: detail.recipe.title, section: nil),
            detail: detail, options: options, related: related.map { RecipeCardView($0, marks: marks) },
            jsonLD: LDRecipe(detail: detail),
            social: RecipeSocialView(recipeID: id, social: social, viewerID: viewerID, comment: comment))
        if let pantry = try await pantryRead {
            page.notePantry(PantryCheck(lines: detail.ingredients, pantry: pantry), lines: detail.ingredients)
        }
        let photos = try await photosRead
        // Counting is only needed when the gallery is full.
        let total = photos.count < Self.galleryLimit ? photos.count : try await services.database.photoCount(forRecipe: id)
        page.photos = PhotoGallery(photos, total: total, viewerID: viewerID)
        page.photoForm = photoForm ?? PhotoUploadForm()
        page.photoForm.limitsText = "JPEG, PNG or WebP, up to \(services.config.maxPhotoBytes / 1024 / 1024) MB."
        return services.renderer.html(page, status: status)
    }

    /// The signed-in cook's pantry, to say which item stands in for a line's food.
    static func pantry(_ database: AppDatabase, viewerID: Int64?) async throws -> PantrySet? {
        guard let viewerID else { return nil }
        return try await database.pantrySet(userID: viewerID)
    }

    /// Photos shown on the recipe page (newest first).
    static let galleryLimit = 24
}
