import Foundation

/// One row of `recipe`: the recipe with its stored per-serving nutrition and cost.
package struct Recipe: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    package var slug: String
    package var title: String
    package var description: String
    package var category: String
    package var cuisine: String?
    package var servings: Int
    package var prepMinutes: Int?
    package var cookMinutes: Int?
    package var totalMinutes: Int?
    package var authorId: Int64?
    package var visibility: String
    package var origin: String
    package var sourceURL: String?
    /// Per serving.
    package var kcal: Double?
    package var costPerServing: Double?
    package var costTotal: Double?
    /// Per-serving nutrients as the JSON object FoodKit encodes.
    package var nutrition: String
    package var unmatchedLines: Int
    package var unpricedLines: Int
    package var vegetarian: Bool
    package var vegan: Bool
    package var glutenFree: Bool
    package var dairyFree: Bool
    package var nutFree: Bool
    package var favouriteCount: Int
    package var editorialRank: Int
    package var imagePath: String?
    package var createdAt: Date
    package var updatedAt: Date
    /// Set while a moderator has hidden the recipe (its visibility is then "hidden"): only its
    /// author sees it, with the reason.
    package var hiddenAt: Date? = nil
    package var hiddenReason: String? = nil
    /// Kept by the rating triggers; read with the row, never written from it.
    package var ratingAverage: Double? = nil
    package var ratingCount: Int = 0

    package static let databaseTableName = "recipe"


    package mutating func didInsert(rowID: Int64) { id = rowID }

    package var isPublic: Bool { RecipeAccess.isEveryones(visibility) }
    package var isHidden: Bool { visibility == RecipeVisibility.hidden.rawValue }

    /// Diet tags the stored flags claim, in display order.
    package var dietTags: [String] {
        [(vegetarian, "vegetarian"), (vegan, "vegan"), (glutenFree, "gluten-free"), (dairyFree, "dairy-free"), (nutFree, "nut-free")]
            .filter(\.0).map(\.1)
    }
}

/// One stored ingredient line: the original text and what FoodKit read from it.
package struct RecipeIngredient: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    package var recipeId: Int64
    package var position: Int
    package var text: String
    package var quantity: Double?
    package var quantityMax: Double?
    package var unit: String?
    package var size: String?
    package var name: String
    package var preparation: String?
    package var comment: String?
    package var isHeading: Bool
    package var foodId: String?
    package var ingredientKey: String?
    package var grams: Double?
    package var kcal: Double?
    package var price: Double?

    package static let databaseTableName = "recipe_ingredient"
    package static var primaryKeyColumns: [String] { ["recipeId", "position"] }
}

extension Recipe {
    /// Read by column name, without the Codable decoder (every recipe page reads one).
    package init(row: SQLRow) throws {
        id = row["id"]; slug = row["slug"]; title = row["title"]; description = row["description"]
        category = row["category"]; cuisine = row["cuisine"]; servings = row["servings"]
        prepMinutes = row["prepMinutes"]; cookMinutes = row["cookMinutes"]; totalMinutes = row["totalMinutes"]
        authorId = row["authorId"]; visibility = row["visibility"]; origin = row["origin"]; sourceURL = row["sourceURL"]
        kcal = row["kcal"]; costPerServing = row["costPerServing"]; costTotal = row["costTotal"]
        nutrition = row["nutrition"]; unmatchedLines = row["unmatchedLines"]; unpricedLines = row["unpricedLines"]
        vegetarian = row["vegetarian"]; vegan = row["vegan"]; glutenFree = row["glutenFree"]; dairyFree = row["dairyFree"]
        nutFree = row["nutFree"]; favouriteCount = row["favouriteCount"]; editorialRank = row["editorialRank"]
        imagePath = row["imagePath"]; createdAt = row["createdAt"]; updatedAt = row["updatedAt"]
        hiddenAt = row["hiddenAt"]; hiddenReason = row["hiddenReason"]
        ratingAverage = row["ratingAverage"]; ratingCount = row["ratingCount"]
    }
}

extension RecipeIngredient {
    /// The columns `init(row:)` reads, in its order: queries for lines select these.
    static let selection = """
        recipeId, position, text, quantity, quantityMax, unit, size, name, preparation, comment, isHeading, foodId, \
        ingredientKey, grams, kcal, price
        """

    /// Read by position from `selection`, without the Codable decoder or name lookups (a recipe
    /// page reads a dozen lines, a cook-now page a few hundred).
    package init(row: SQLRow) throws {
        recipeId = row[0]; position = row[1]; text = row[2]; quantity = row[3]; quantityMax = row[4]; unit = row[5]; size = row[6]
        name = row[7]; preparation = row[8]; comment = row[9]; isHeading = row[10]; foodId = row[11]; ingredientKey = row[12]
        grams = row[13]; kcal = row[14]; price = row[15]
    }
}

/// One numbered step.
package struct RecipeStep: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    package var recipeId: Int64
    package var position: Int
    package var text: String

    package static let databaseTableName = "recipe_step"
    package static var primaryKeyColumns: [String] { ["recipeId", "position"] }
}

/// A recipe with everything its page shows.
package struct RecipeDetail: Sendable {
    package let recipe: Recipe
    package let ingredients: [RecipeIngredient]
    package let steps: [String]
    package let tags: [String]
    package let authorName: String?

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(recipe: Recipe, ingredients: [RecipeIngredient], steps: [String], tags: [String], authorName: String?) {
        self.recipe = recipe
        self.ingredients = ingredients
        self.steps = steps
        self.tags = tags
        self.authorName = authorName
    }
}
