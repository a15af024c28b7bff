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
        return RecipeFormPage(
            layout: layout("Edit \(recipe.draft.title)", section: nil, user: SampleRecords.author, hasForm: true), editing: recipe.id,
            cuisines: SampleRecords.cuisines, values: RecipeFormPage.values(of: recipe), analysis: SampleRecords.recipePrepared.analysis,
            reviewed: LineSignature.of(recipe.draft.ingredients.joined(separator: "\n")))
    }()

    /// A new recipe's form come back without its title, the cover photo held for it.
    static let recipeFormHeldPhoto = RecipeFormPage(
        layout: layout("New recipe", section: nil, user: SampleRecords.author, hasForm: true),
        values: ["ingredients": SampleRecords.editableRecipe.draft.ingredients.joined(separator: "\n"), "servings": "4"],
        problems: ["title": "Give the recipe a title."],
        heldPhoto: .init(token: "q7Xr2mS0c9Kd", thumbnailFile: "0123456789abcdef0123456789abcdef.jpg", width: 400, height: 300))
}
