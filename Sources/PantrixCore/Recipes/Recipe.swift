import Foundation

/// One row of `recipe`: the recipe with its stored per-serving nutrition and cost.
public struct Recipe: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    public var id: Int64?
    public var slug: String
    public var title: String
    public var description: String
    public var category: String
    public var cuisine: String?
    public var servings: Int
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var authorId: Int64?
    public var visibility: String
    public var origin: String
    public var sourceURL: String?
    /// Per serving.
    public var kcal: Double?
    public var costPerServing: Double?
    public var costTotal: Double?
    /// Per-serving nutrients as the JSON object FoodKit encodes.
    public var nutrition: String
    public var unmatchedLines: Int
    public var unpricedLines: Int
    public var vegetarian: Bool
    public var vegan: Bool
    public var glutenFree: Bool
    public var dairyFree: Bool
    public var nutFree: Bool
    public var favouriteCount: Int
    public var editorialRank: Int
    public var imagePath: String?
    public var createdAt: Date
    public var updatedAt: Date
    /// Set while a moderator has hidden the recipe (its visibility is then "hidden"): only its
    /// author sees it, with the reason.
    public var hiddenAt: Date? = nil
    public var hiddenReason: String? = nil
    /// Kept by the rating triggers; read with the row, never written from it.
    public var ratingAverage: Double? = nil
    public var ratingCount: Int = 0

    public static let databaseTableName = "recipe"


    public mutating func didInsert(rowID: Int64) { id = rowID }

    public var isPublic: Bool { RecipeAccess.isEveryones(visibility) }
    public var isHidden: Bool { visibility == RecipeVisibility.hidden.rawValue }

    /// Diet tags the stored flags claim, in display order.
    public var dietTags: [String] {
        [(vegetarian, "vegetarian"), (vegan, "vegan"), (glutenFree, "gluten-free"), (dairyFree, "dairy-free"), (nutFree, "nut-free")]
            .filter(\.0).map(\.1)
    }
}

/// One stored ingredient line: the original text and what FoodKit read from it.
public struct RecipeIngredient: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    public var recipeId: Int64
    public var position: Int
    public var text: String
    public var quantity: Double?
    public var quantityMax: Double?
    public var unit: String?
    public var size: String?
    public var name: String
    public var preparation: String?
    public var comment: String?
    public var isHeading: Bool
    public var foodId: String?
    public var ingredientKey: String?
    public var grams: Double?
    public var kcal: Double?
    public var price: Double?

    public static let databaseTableName = "recipe_ingredient"
    public static var primaryKeyColumns: [String] { ["recipeId", "position"] }
}

extension Recipe {
    /// Read by column name, without the Codable decoder (every recipe page reads one).
    public init(row: SQLRow) throws {
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
    public init(row: SQLRow) throws {
        recipeId = row[0]; position = row[1]; text = row[2]; quantity = row[3]; quantityMax = row[4]; unit = row[5]; size = row[6]
        name = row[7]; preparation = row[8]; comment = row[9]; isHeading = row[10]; foodId = row[11]; ingredientKey = row[12]
        grams = row[13]; kcal = row[14]; price = row[15]
    }
}

/// One numbered step.
public struct RecipeStep: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    public var recipeId: Int64
    public var position: Int
    public var text: String

    public static let databaseTableName = "recipe_step"
    public static var primaryKeyColumns: [String] { ["recipeId", "position"] }
}

/// A recipe with everything its page shows.
public struct RecipeDetail: Sendable {
    public let recipe: Recipe
    public let ingredients: [RecipeIngredient]
    public let steps: [String]
    public let tags: [String]
    public let authorName: String?

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(recipe: Recipe, ingredients: [RecipeIngredient], steps: [String], tags: [String], authorName: String?) {
        self.recipe = recipe
        self.ingredients = ingredients
        self.steps = steps
        self.tags = tags
        self.authorName = authorName
    }
}
