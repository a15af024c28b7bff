#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import FoodKit
import PantrixCore
import RecipeLD
import Templates

extension PageSamples {
    /// Signed in as a cook who isn't the author: pantry notes, lists, stars, their comment and photo.
    static let recipe = recipePage(viewer: SampleRecords.viewer)

    static let recipeSignedOut = recipePage(viewer: nil)

    /// As `RecipePageRenderer` builds it for /recipes/42.
    static func recipePage(viewer: User?) -> RecipePage {
        let detail = SampleRecords.recipeDetail, id = SampleRecords.recipeID
        let options = RecipePageOptions(servings: detail.recipe.servings, system: .original, original: detail.recipe.servings)
        var page = RecipePage(
            layout: layout(detail.recipe.title, section: nil, user: viewer),
            detail: detail, options: options, related: cardViews(SampleRecords.relatedCards, signedIn: viewer != nil),
            jsonLD: LDRecipe(detail: detail),
            social: RecipeSocialView(recipeID: id, social: SampleRecords.recipeSocial(viewerID: viewer?.id), viewerID: viewer?.id))
        if viewer != nil {
            page.showPantry(PantryCheck(lines: detail.ingredients, pantry: SampleRecords.pantrySet), lines: detail.ingredients)
        }
        page.photos = PhotoGallery(SampleRecords.galleryPhotos, total: SampleRecords.galleryPhotos.count, viewerID: viewer?.id)
        page.photoForm.limitsText = "JPEG, PNG or WebP, up to 12 MB."
        return page
    }
}
