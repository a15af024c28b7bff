import Foundation

/// A recipe as a person writes it: the text of every line, before any analysis.
/// The seed file, the import and the editor all produce drafts.
package struct RecipeDraft: Sendable, Codable, Equatable {
    package var slug: String?
    package var title: String
    package var description: String
    package var category: String
    package var cuisine: String?
    package var servings: Int
    package var prepMinutes: Int?
    package var cookMinutes: Int?
    package var totalMinutes: Int?
    package var tags: [String]
    package var ingredients: [String]
    package var steps: [String]
    package var sourceURL: String?

    package init(
        slug: String? = nil, title: String, description: String = "", category: String, cuisine: String? = nil,
        servings: Int, prepMinutes: Int? = nil, cookMinutes: Int? = nil, totalMinutes: Int? = nil,
        tags: [String] = [], ingredients: [String], steps: [String], sourceURL: String? = nil
    ) {
        self.slug = slug
        self.title = title
        self.description = description
        self.category = category
        self.cuisine = cuisine
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.totalMinutes = totalMinutes
        self.tags = tags
        self.ingredients = ingredients
        self.steps = steps
        self.sourceURL = sourceURL
    }

    /// Total time as given, else prep + cook when either is known.
    package var effectiveTotalMinutes: Int? {
        if let totalMinutes { return totalMinutes }
        if prepMinutes == nil, cookMinutes == nil { return nil }
        return (prepMinutes ?? 0) + (cookMinutes ?? 0)
    }
}

/// The categories recipes are filed under, in the order the site lists them.
package enum RecipeCategory: String, CaseIterable, Sendable {
    case breakfast, lunch, dinner, soup, salad, side, dessert, baking, snack, drink

    package var label: String {
        switch self {
        case .breakfast: "Breakfast"
        case .lunch: "Lunch"
        case .dinner: "Dinner"
        case .soup: "Soups"
        case .salad: "Salads"
        case .side: "Sides"
        case .dessert: "Desserts"
        case .baking: "Baking"
        case .snack: "Snacks"
        case .drink: "Drinks"
        }
    }
}

/// Who may see a recipe: the author chooses public or private; `hidden` is set only by a
/// moderator and, like private, leaves the recipe to its author alone.
package enum RecipeVisibility: String, Sendable, Codable {
    case `public`, `private`, hidden
}

/// Where a recipe came from; benchmark data is marked so it can never pass for the catalogue.
package enum RecipeOrigin: String, Sendable, Codable {
    case seed, user, imported, benchmark
}
