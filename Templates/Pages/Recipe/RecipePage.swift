import FoodKit
import Foundation
import PantrixCore
import RecipeLD

/// /recipes/{id}: everything about one recipe, scaled and converted as the reader asked.
package struct RecipePage: Sendable {
    package struct Ingredient: Sendable {
        package let text: String
        package let food: String?
        package let foodHref: String?
        package let estimatedFrom: String?
        package let subRecipe: Bool
        package let heading: Bool
        /// No food was found for the line: it counts for nothing, which is not the same as missing.
        package let unrecognised: Bool
        /// For the author: where to pick the food.
        package let pickHref: String?
        /// For a signed-in cook: whether the pantry has this line's food, and which item covers it.
        package var pantry: PantryMark? = nil
    }

    /// A line's state against the viewer's pantry, in words beside an icon (never colour alone).
    package struct PantryMark: Sendable {
        /// "have", "not-enough", "missing": the CSS class and the icon.
        package let state: String
        /// "have", "not enough", "missing"
        package let word: String
        /// "your cheddar", "using your milk", "need 2 lb carrots — you have 6, about 360 g"
        package let detail: String?

        package var icon: String { state == "have" ? "✓" : state == "missing" ? "✗" : "◐" }
    }

    package struct Step: Sendable {
        package let number: Int
        package let text: String
    }

    package typealias Link = NavLink

    package struct PriceLine: Sendable {
        package let name: String
        package let price: String
        /// "your price at Corner market" or "typical price", once the viewer has prices of their own.
        package var source: String? = nil
    }

    package let layout: LayoutModel
    package let id: Int64
    package let title: String
    package let description: String
    package let category: String
    package let categoryHref: String
    package let cuisine: String?
    package let imageURL: String
    package let author: String?
    package let authorHref: String?
    /// The viewer wrote it: show Edit and Delete.
    package let isAuthor: Bool
    package let isPrivate: Bool
    /// Shown to the author of a recipe a moderator hid: when and why.
    package let hiddenNotice: String?
    /// For signed-in readers other than the author.
    package let reportMenu: ReportMenu?
    package let prep: String?
    package let cook: String?
    package let total: String?
    package let servings: Int
    package let originalServings: Int
    package let scaled: Bool
    package let servingsPicker: ServingsPicker
    package let unitChoices: [Link]
    package let ingredients: [Ingredient]
    package let steps: [Step]
    package let label: NutritionLabel
    package let kcalPerServing: String?
    package let costPerServing: String?
    package let costTotal: String?
    package let priceLines: [PriceLine]
    package let unpricedNote: String?
    /// Set when the cost uses the viewer's own prices.
    package let costNote: String?
    package let tags: [Link]
    package let related: [RecipeCardView]
    package let jsonLD: LDRecipe?
    package let exportHref: String
    package let photos: PhotoGallery
    /// Days and meals for "Add to meal plan", from today: made only when a signed-in page shows them.
    package var planChoices: PlanFormChoices { PlanFormChoices(from: layout.now) }
    package let photoForm: PhotoUploadForm
    package let social: RecipeSocialView?
    /// Cook mode with the same servings and units.
    package let cookModeHref: String
    /// Where the page's favourite forms come back to.
    package let backPath: String
    /// For a signed-in cook: "You have 7 of 9 — 1 not enough, 1 missing".
    package let pantrySummary: String?

    /// The page from what `AppDatabase.recipePage` read, at the servings and units asked for.
    /// The viewer's pantry marks each line and their own prices make the cost, both at the
    /// servings shown (doubling may make a line short). `comment` and `photoForm` bring back what
    /// was typed, and what went wrong, when a comment or photo was refused.
    package init(
        layout: LayoutModel, data: RecipePageData, options: RecipePageOptions, viewerID: Int64?,
        comment: FormField = FormField(id: "comment-body"), photoForm: PhotoUploadForm = PhotoUploadForm(), photoLimits: String
    ) {
        let detail = data.detail
        let recipe = detail.recipe
        let id = recipe.id ?? 0
        self.layout = layout
        self.id = id
        title = recipe.title
        description = recipe.description
        category = RecipeCategory(rawValue: recipe.category)?.label ?? recipe.category.capitalized
        categoryHref = SiteURL.search.href(["category": recipe.category])
        cuisine = recipe.cuisine
        imageURL = recipe.imagePath.map { SiteURL.uploads(.value($0)).path } ?? SiteURL.recipeArt(.value(id)).path
        author = detail.authorName
        authorHref = detail.authorName.map { SiteURL.profile(.value($0)).path }
        isAuthor = detail.authorName != nil && detail.authorName == layout.username
        isPrivate = recipe.visibility == RecipeVisibility.private.rawValue
        hiddenNotice = ModerationNotice.text("recipe", hiddenAt: recipe.hiddenAt, reason: recipe.hiddenReason)
        prep = recipe.prepMinutes.map(Durations.text)
        cook = recipe.cookMinutes.map(Durations.text)
        total = recipe.totalMinutes.map(Durations.text)
        servings = options.servings
        originalServings = recipe.servings
        scaled = options.servings != recipe.servings
        let page = SiteURL.recipe(.value(id))
        reportMenu = layout.signedIn && !isAuthor ? ReportMenu(kind: .recipe, id: id, back: page.path) : nil
        func href(servings: Int, system: MeasureSystem) -> String {
            page.href(["servings": servings != recipe.servings ? String(servings) : nil, "units": options.unitsParameter(system)])
        }
        servingsPicker = ServingsPicker(url: page, original: recipe.servings, options: options)
        unitChoices = [(MeasureSystem.original, "As written"), (.us, "US"), (.metric, "Metric")].map {
            Link(label: $0.1, href: href(servings: options.servings, system: $0.0), current: $0.0 == options.system)
        }
        let isAuthor = isAuthor
        let pantry = data.pantry.map { PantryCheck(lines: detail.ingredients, pantry: $0, scale: options.scale) }
        let marks = pantry.map(Self.pantryMarks) ?? [:]
        pantrySummary = pantry?.summary
        ingredients = zip(detail.ingredients, RecipeLines.shown(detail.ingredients, options: options)).map { stored, shown in
            // A sub-recipe line ("1 batch dough, see above") has no food on purpose: it is made here.
            let unrecognised = stored.foodId == nil && !stored.isHeading && !shown.subRecipe
            return Ingredient(
                text: shown.text, food: shown.food, foodHref: stored.foodId.map { SiteURL.food(.value($0)).path }, estimatedFrom: shown.estimatedFrom,
                subRecipe: shown.subRecipe, heading: stored.isHeading,
                unrecognised: unrecognised, pickHref: unrecognised && isAuthor ? SiteURL.recipeFoods(.value(id)).href(fragment: "food-\(stored.position)") : nil,
                pantry: marks[stored.position])
        }
        steps = detail.steps.enumerated().map { Step(number: $0.offset + 1, text: $0.element) }
        let perServing = NutritionFacts(storedJSON: recipe.nutrition)
            ?? (try? JSONDecoder().decode(NutritionFacts.self, from: Data(recipe.nutrition.utf8))) ?? .zero
        label = NutritionLabel(perServing: perServing, servings: options.servings)
        kcalPerServing = recipe.kcal.map { "\(Int($0.rounded())) kcal" }
        let yourCost = YourRecipeCost(ingredients: detail.ingredients, prices: data.prices, scale: options.scale)
        if yourCost.usesYourPrices {
            costPerServing = Money.usd(yourCost.total / Double(max(options.servings, 1)))
            costTotal = Money.usd(yourCost.total)
            priceLines = Self.priceLines(yourCost)
            costNote = Self.costNote(yourCost)
        } else {
            costPerServing = recipe.costPerServing.map(Money.usd)
            costTotal = recipe.costTotal.map { Money.usd($0 * options.scale) }
            priceLines = detail.ingredients.compactMap { line in
                line.price.map { PriceLine(name: line.name.isEmpty ? line.text : line.name, price: Money.usd($0 * options.scale)) }
            }
            costNote = nil
        }
        unpricedNote = recipe.unpricedLines + recipe.unmatchedLines == 0 ? nil
            : "Lines without a known price or food are left out of the cost."
        tags = detail.tags.map { tag in
            let isDiet = RecipeSearch.dietColumns[tag] != nil
            return Link(label: tag, href: SiteURL.search.href([isDiet ? "diet" : "q": tag]), current: isDiet)
        }
        related = data.related.map { RecipeCardView($0, marks: data.favouritedRelated) }
        jsonLD = LDRecipe(detail: detail)
        exportHref = SiteURL.recipeExport(.value(id)).path
        photos = PhotoGallery(data.photos, total: data.photoTotal, viewerID: viewerID)
        var photoForm = photoForm
        photoForm.limitsText = photoLimits
        self.photoForm = photoForm
        social = RecipeSocialView(recipeID: id, social: data.social, viewerID: viewerID, comment: comment)
        backPath = page.path
        cookModeHref = SiteURL.recipeCook(.value(id)).href([
            "servings": options.servings != recipe.servings ? String(options.servings) : nil,
            "units": options.unitsParameter(options.system),
        ])
    }
}
