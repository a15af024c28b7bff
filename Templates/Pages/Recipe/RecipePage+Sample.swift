#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
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
