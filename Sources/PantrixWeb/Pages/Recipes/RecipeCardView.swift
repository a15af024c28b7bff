import PantrixCore

/// A recipe card as the lists show it: picture, title, time, calories and cost per serving,
/// stars and the favourite heart.
struct RecipeCardView: Sendable {
    let id: Int64
    let href: String
    let title: String
    let imageURL: String
    let category: String
    let cuisine: String?
    let time: String?
    let kcal: String?
    let cost: String?
    let rating: String?
    /// Whether the viewer favourited it comes from one query per page (`AppServices.favouriteMarks`).
    var favourite: FavouriteButton

    init(_ card: RecipeCard, favourited: Bool = false) {
        id = card.id
        href = "/recipes/\(card.id)"
        title = card.title
        imageURL = card.imagePath.map { "/uploads/\($0)" } ?? CategoryArt.placeholder(for: card.category)
        category = RecipeCategory(rawValue: card.category)?.label ?? card.category.capitalized
        cuisine = card.cuisine
        time = card.totalMinutes.map(Durations.text)
        kcal = card.kcal.map { "\(Int($0.rounded())) kcal" }
        cost = card.costPerServing.map(Money.usd)
        rating = Stars.short(average: card.ratingAverage, count: card.ratingCount)
        favourite = FavouriteButton(recipeID: card.id, on: favourited, count: card.favouriteCount)
    }

    init(_ card: RecipeCard, marks: Set<Int64>) {
        self.init(card, favourited: marks.contains(card.id))
    }
}

/// The generated placeholder picture of each category, until someone uploads a photo.
enum CategoryArt {
    static func placeholder(for category: String) -> String {
        let known = RecipeCategory(rawValue: category) != nil
        return "/static/img/category/\(known ? category : "other").svg"
    }
}

/// "45 min", "1 h 30 min".
enum Durations {
    static func text(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
