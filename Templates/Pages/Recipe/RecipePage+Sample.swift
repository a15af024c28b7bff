#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import RecipeLD
import Templates

extension PageSamples {
    /// Signed in as a cook who isn't the author: pantry notes, lists, stars, their comment and photo.
    static let recipe = recipePage(viewer: SampleRecords.viewer)

    static let recipeSignedOut = recipePage(viewer: nil)

    /// As the recipes controller builds it for /recipes/42.
    static func recipePage(viewer: User?) -> RecipePage {
        let detail = SampleRecords.recipeDetail
        let data = RecipePageData(
            detail: detail, social: SampleRecords.recipeSocial(viewerID: viewer?.id), related: SampleRecords.relatedCards,
            favouritedRelated: viewer == nil ? [] : marks(SampleRecords.relatedCards),
            photos: SampleRecords.galleryPhotos, photoTotal: SampleRecords.galleryPhotos.count,
            pantry: viewer == nil ? nil : SampleRecords.pantrySet)
        return RecipePage(
            layout: layout(detail.recipe.title, section: nil, user: viewer), data: data,
            options: RecipePageOptions(servings: detail.recipe.servings, system: .original, original: detail.recipe.servings),
            viewerID: viewer?.id, photoLimits: "JPEG, PNG or WebP, up to 12 MB.")
    }
}
