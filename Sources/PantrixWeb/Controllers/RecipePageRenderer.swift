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
        let commentsPage = request.queryFields.get("comments").flatMap(Int.init).map { min(max($0, 1), 10_000) } ?? 1
        let data: RecipePageData
        do {
            data = try await services.database.recipePage(
                id: id, viewerID: viewerID, commentsPage: commentsPage, galleryLimit: Self.galleryLimit)
        } catch RecipeError.notFound, SocialError.notFound {
            throw RecipesController.notFound
        }
        let detail = data.detail
        let options = RecipePageOptions(request: request, servings: detail.recipe.servings, preferred: context.pageUser?.preferredMeasures ?? .original)
        var page = RecipePage(
            layout: services.pages.layout(context, title: detail.recipe.title, section: nil),
            detail: detail, options: options, related: data.related.map { RecipeCardView($0, marks: data.favouritedRelated) },
            jsonLD: LDRecipe(detail: detail),
            social: RecipeSocialView(recipeID: id, social: data.social, viewerID: viewerID, comment: comment))
        if let pantry = data.pantry {
            // Checked at the servings shown: doubling the recipe may make a line short.
            page.showPantry(PantryCheck(lines: detail.ingredients, pantry: pantry, scale: options.scale), lines: detail.ingredients)
        }
        page.useYourPrices(YourRecipeCost(ingredients: detail.ingredients, prices: data.prices, scale: options.scale))
        page.photos = PhotoGallery(data.photos, total: data.photoTotal, viewerID: viewerID)
        page.photoForm = photoForm ?? PhotoUploadForm()
        page.photoForm.limitsText = "JPEG, PNG or WebP, up to \(services.config.maxPhotoBytes / 1024 / 1024) MB."
        return services.renderer.html(page, status: status)
    }

    /// Photos shown on the recipe page (newest first).
    static let galleryLimit = 24
}
