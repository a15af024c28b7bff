import PantrixTestSupport
import Templates
import FoodKit
import PantrixCore
import RecipeLD

/// The recipe page, signed in and out, search, and the author's editor pages.
extension PageSamples {
    /// Signed in as a cook who isn't the author: pantry notes, lists, stars, their comment and photo.
    package static let recipe = recipePage(viewer: SampleRecords.viewer)
    package static let recipeSignedOut = recipePage(viewer: nil)

    /// Cook mode for the sample recipe, doubled: /recipes/42/cook?servings=8.
    package static let cookMode: CookModePage = {
        let detail = SampleRecords.recipeDetail
        let options = RecipePageOptions(servings: detail.recipe.servings * 2, system: .original, original: detail.recipe.servings)
        return CookModePage(layout: layout("Cook: \(detail.recipe.title)", section: nil), detail: detail, options: options)
    }()

    /// As `RecipePageRenderer` builds it for /recipes/42.
    package static func recipePage(viewer: User?) -> RecipePage {
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

    /// /search?q=chicken with a category, a diet, a time limit and with/without words: 24 cards of 137.
    package static let search: SearchPage = {
        var search = RecipeSearch()
        search.text = "chicken"
        search.category = "dinner"
        search.diets = ["gluten-free"]
        search.maxMinutes = 45
        search.include = ["garlic"]
        search.exclude = ["mushroom"]
        let results = SampleRecords.searchResults
        var page = SearchPage(
            layout: layout("chicken – recipes", section: .search), search: search, results: results,
            cuisines: SampleRecords.cuisines, marks: marks(results.cards), backPath: SearchForm.url(search))
        page.vocabulary = SampleRecords.vocabulary
        return page
    }()

    /// The author's editor after "Check": the text as saved, and the line no food matched with its choices.
    package static let recipeForm: RecipeFormPage = {
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
    package static let recipeFormHeldPhoto: RecipeFormPage = {
        var page = RecipeFormPage(layout: layout("New recipe", section: nil, user: SampleRecords.author, hasForm: true))
        page.ingredients.value = SampleRecords.editableRecipe.draft.ingredients.joined(separator: "\n")
        page.title.error = "Give the recipe a title."
        page.heldPhoto = .init(token: "q7Xr2mS0c9Kd", thumbnailFile: "0123456789abcdef0123456789abcdef.jpg", width: 400, height: 300)
        return page
    }()

    package static let recipeDelete = DeleteRecipePage(
        layout: layout("Delete \(SampleRecords.recipeDraft.title)", section: nil, user: SampleRecords.author, hasForm: true),
        id: SampleRecords.recipeID, title: SampleRecords.recipeDraft.title)

    package static let recipeFoods = FoodPickPage(
        layout: layout("Pick the foods for \(SampleRecords.recipeDraft.title)", section: nil, user: SampleRecords.author, hasForm: true),
        recipe: SampleRecords.editableRecipe)

    /// After importing a file of four recipes: three in, one problem.
    package static let importRecipes: ImportPage = {
        var page = ImportPage(layout: layout("Import recipes", section: nil, hasForm: true))
        page.show(SampleRecords.importReport)
        return page
    }()
}
