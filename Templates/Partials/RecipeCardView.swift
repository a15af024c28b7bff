import PantrixCore

/// A recipe card as the lists show it: picture, title, time, calories and cost per serving,
/// stars and the favourite heart.
package struct RecipeCardView: Sendable {
    package let id: Int64
    package let href: String
    package let title: String
    package let imageURL: String
    package let category: String
    package let cuisine: String?
    package let time: String?
    package let kcal: String?
    package let cost: String?
    package let rating: String?
    /// "7 ingredients"; nil for a recipe with none written yet.
    package let ingredients: String?
    /// The same count for a phone's short form, "7 ingr".
    package let ingredientCount: Int
    /// Whether the viewer favourited it comes from one query per page (`AppServices.favouriteMarks`).
    package var favourite: FavouriteButton

    package init(_ card: RecipeCard, favourited: Bool = false) {
        id = card.id
        href = SiteURL.recipe(.value(card.id)).path
        title = card.title
        imageURL = card.imagePath.map { SiteURL.uploads(.value($0)).path } ?? SiteURL.recipeArt(.value(card.id)).path
        category = RecipeCategory(rawValue: card.category)?.label ?? card.category.capitalized
        cuisine = card.cuisine
        time = card.totalMinutes.map(Durations.text)
        kcal = card.kcal.map { "\(Int($0.rounded())) kcal" }
        cost = card.costPerServing.map(Money.usd)
        rating = Stars.short(average: card.ratingAverage, count: card.ratingCount)
        ingredientCount = card.ingredientCount
        ingredients = card.ingredientCount > 0 ? (card.ingredientCount == 1 ? "1 ingredient" : "\(card.ingredientCount) ingredients") : nil
        favourite = FavouriteButton(recipeID: card.id, on: favourited, count: card.favouriteCount)
    }

    package init(_ card: RecipeCard, marks: Set<Int64>) {
        self.init(card, favourited: marks.contains(card.id))
    }
}

/// The drawn picture of each category, for the category links (a recipe without a photo gets
/// its own drawing: DishArt).
package enum CategoryArt {
    package static func placeholder(for category: String) -> String {
        let known = RecipeCategory(rawValue: category) != nil
        return "/static/img/category/\(known ? category : "other").svg"
    }
}

/// "45 min", "1 h 30 min".
package enum Durations {
    package static func text(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
