import FoodKit
import Foundation
import PantrixCore

/// /recipes/{id}: everything about one recipe, scaled and converted as the reader asked.
struct RecipePage: Sendable {
    struct Ingredient: Sendable {
        let text: String
        let food: String?
        let foodHref: String?
        let estimatedFrom: String?
        let subRecipe: Bool
        let heading: Bool
        /// No food was found for the line: it counts for nothing, which is not the same as missing.
        let unrecognised: Bool
        /// For the author: where to pick the food.
        let pickHref: String?
        /// For a signed-in cook whose pantry covers the line with another food: "using your milk".
        var pantryNote: String? = nil
    }

    struct Step: Sendable {
        let number: Int
        let text: String
    }

    struct Link: Sendable {
        let label: String
        let href: String
        let current: Bool
    }

    struct PriceLine: Sendable {
        let name: String
        let price: String
    }

    let layout: LayoutModel
    let id: Int64
    let title: String
    let description: String
    let category: String
    let categoryHref: String
    let cuisine: String?
    let imageURL: String
    let author: String?
    let authorHref: String?
    /// The viewer wrote it: show Edit and Delete.
    let isAuthor: Bool
    let isPrivate: Bool
    let prep: String?
    let cook: String?
    let total: String?
    let servings: Int
    let originalServings: Int
    let scaled: Bool
    let servingChoices: [Link]
    let unitChoices: [Link]
    private(set) var ingredients: [Ingredient]
    let steps: [Step]
    let label: NutritionLabel
    let kcalPerServing: String?
    let costPerServing: String?
    let costTotal: String?
    let priceLines: [PriceLine]
    let unpricedNote: String?
    let tags: [Link]
    let related: [RecipeCardView]
    let hasRelated: Bool
    let jsonLD: String?
    let exportHref: String
    var photos = PhotoGallery()
    var photoForm = PhotoUploadForm()
    let social: RecipeSocialView?
    /// Where the page's favourite forms come back to.
    let backPath: String

    init(layout: LayoutModel, detail: RecipeDetail, options: RecipePageOptions, related: [RecipeCardView], jsonLD: String? = nil, social: RecipeSocialView? = nil) {
        let recipe = detail.recipe
        let id = recipe.id ?? 0
        self.layout = layout
        self.id = id
        title = recipe.title
        description = recipe.description
        category = RecipeCategory(rawValue: recipe.category)?.label ?? recipe.category.capitalized
        categoryHref = "/search?category=\(recipe.category)"
        cuisine = recipe.cuisine
        imageURL = recipe.imagePath.map { "/uploads/\($0)" } ?? CategoryArt.placeholder(for: recipe.category)
        author = detail.authorName
        authorHref = detail.authorName.map { "/u/\($0)" }
        isAuthor = detail.authorName != nil && detail.authorName == layout.username
        isPrivate = !recipe.isPublic
        prep = recipe.prepMinutes.map(Durations.text)
        cook = recipe.cookMinutes.map(Durations.text)
        total = recipe.totalMinutes.map(Durations.text)
        servings = options.servings
        originalServings = recipe.servings
        scaled = options.servings != recipe.servings
        let base = "/recipes/\(id)"
        func href(servings: Int, system: MeasureSystem) -> String {
            var query: [String] = []
            if servings != recipe.servings { query.append("servings=\(servings)") }
            if system != .original { query.append("units=\(system.parameter)") }
            return query.isEmpty ? base : base + "?" + query.joined(separator: "&")
        }
        servingChoices = Self.servingOptions(original: recipe.servings, current: options.servings).map {
            Link(label: String($0), href: href(servings: $0, system: options.system), current: $0 == options.servings)
        }
        unitChoices = [(MeasureSystem.original, "As written"), (.us, "US"), (.metric, "Metric")].map {
            Link(label: $0.1, href: href(servings: options.servings, system: $0.0), current: $0.0 == options.system)
        }
        let isAuthor = isAuthor
        ingredients = zip(detail.ingredients, RecipeLines.shown(detail.ingredients, options: options)).map { stored, shown in
            // A sub-recipe line ("1 batch dough, see above") has no food on purpose: it is made here.
            let unrecognised = stored.foodId == nil && !stored.isHeading && !shown.subRecipe
            return Ingredient(
                text: shown.text, food: shown.food, foodHref: stored.foodId.map { "/foods/\($0)" }, estimatedFrom: shown.estimatedFrom,
                subRecipe: shown.subRecipe, heading: stored.isHeading,
                unrecognised: unrecognised, pickHref: unrecognised && isAuthor ? "\(base)/foods#food-\(stored.position)" : nil)
        }
        steps = detail.steps.enumerated().map { Step(number: $0.offset + 1, text: $0.element) }
        let perServing = (try? JSONDecoder().decode(NutritionFacts.self, from: Data(recipe.nutrition.utf8))) ?? .zero
        label = NutritionLabel(perServing: perServing, servings: options.servings)
        kcalPerServing = recipe.kcal.map { "\(Int($0.rounded())) kcal" }
        costPerServing = recipe.costPerServing.map(Money.usd)
        costTotal = recipe.costTotal.map { Money.usd($0 * options.scale) }
        priceLines = detail.ingredients.compactMap { line in
            line.price.map { PriceLine(name: line.name.isEmpty ? line.text : line.name, price: Money.usd($0 * options.scale)) }
        }
        unpricedNote = recipe.unpricedLines + recipe.unmatchedLines == 0 ? nil
            : "Lines without a known price or food are left out of the cost."
        tags = detail.tags.map { tag in
            let isDiet = RecipeSearch.dietColumns[tag] != nil
            let query = isDiet ? "diet=\(tag)" : "q=\(tag.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? tag)"
            return Link(label: tag, href: "/search?\(query)", current: isDiet)
        }
        self.related = related
        hasRelated = !related.isEmpty
        self.jsonLD = jsonLD
        exportHref = "\(base).json"
        self.social = social
        backPath = base
    }

    /// Halves, doubles and the usual table sizes around the recipe's own yield.
    static func servingOptions(original: Int, current: Int) -> [Int] {
        let candidates = [1, 2, 4, 6, 8, 12, original, original * 2, current]
        return Set(candidates.filter { (1...RecipePageOptions.maxServings).contains($0) }).sorted()
    }

    /// Notes which pantry item stands in for a line's food ("using your milk"), for the viewer's pantry.
    mutating func notePantry(_ check: PantryCheck, lines: [RecipeIngredient]) {
        var notes: [Int: String] = [:]
        for entry in check.lines {
            guard case .have(let holding) = entry.status, holding.cover == .substitute else { continue }
            notes[entry.line.position] = "using your \(holding.name)"
        }
        guard !notes.isEmpty else { return }
        for (index, line) in lines.enumerated() where index < ingredients.count {
            ingredients[index].pantryNote = notes[line.position]
        }
    }
}

