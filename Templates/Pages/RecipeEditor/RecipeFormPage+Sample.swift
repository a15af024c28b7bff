#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import RecipeLD
import Templates

extension PageSamples {
    /// The author's editor after "Check": the text as saved, and the line no food matched with its choices.
    static let recipeForm: RecipeFormPage = {
        let recipe = SampleRecords.editableRecipe
        var page = RecipeFormPage(
            layout: layout("Edit \(recipe.draft.title)", section: nil, user: SampleRecords.author, hasForm: true), editing: recipe.id)
        page.fill(recipe)
        page.cuisines = SampleRecords.cuisines
        page.show(SampleRecords.recipePrepared.analysis)
        page.reviewed = LineSignature.of(recipe.draft.ingredients.joined(separator: "\n"))
        return page
    }()

    /// A new recipe's form come back without its title, the cover photo held for it.
    static let recipeFormHeldPhoto: RecipeFormPage = {
        var page = RecipeFormPage(layout: layout("New recipe", section: nil, user: SampleRecords.author, hasForm: true))
        page.ingredients.value = SampleRecords.editableRecipe.draft.ingredients.joined(separator: "\n")
        page.title.error = "Give the recipe a title."
        page.heldPhoto = .init(token: "q7Xr2mS0c9Kd", thumbnailFile: "0123456789abcdef0123456789abcdef.jpg", width: 400, height: 300)
        return page
    }()
}
