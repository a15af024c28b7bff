
/// What a recipe card in a list shows; one query fills a whole page of them.
package struct RecipeCard: Codable, Sendable, Equatable, RowDecodable {
    package var id: Int64
    package var title: String
    package var category: String
    package var cuisine: String?
    package var totalMinutes: Int?
    package var kcal: Double?
    package var costPerServing: Double?
    package var imagePath: String?
    package var favouriteCount: Int
    package var ratingAverage: Double?
    package var ratingCount: Int
    /// Lines that are not headings (kept by triggers, see `Migrations.createDetails`).
    package var ingredientCount: Int

    /// The columns `RecipeCard` decodes, prefixed by the table alias used in list queries.
    static func columns(_ alias: String) -> String {
        columnNames.map { "\(alias).\($0)" }.joined(separator: ", ")
    }

    private static let columnNames = [
        "id", "title", "category", "cuisine", "totalMinutes", "kcal", "costPerServing", "imagePath", "favouriteCount", "ratingAverage", "ratingCount",
        "ingredientCount",
    ]

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, title: String, category: String, cuisine: String? = nil, totalMinutes: Int? = nil, kcal: Double? = nil, costPerServing: Double? = nil, imagePath: String? = nil, favouriteCount: Int, ratingAverage: Double? = nil, ratingCount: Int, ingredientCount: Int) {
        self.id = id
        self.title = title
        self.category = category
        self.cuisine = cuisine
        self.totalMinutes = totalMinutes
        self.kcal = kcal
        self.costPerServing = costPerServing
        self.imagePath = imagePath
        self.favouriteCount = favouriteCount
        self.ratingAverage = ratingAverage
        self.ratingCount = ratingCount
        self.ingredientCount = ingredientCount
    }
}

extension RecipeCard {
    /// Read by position: every query that fills cards selects `columns(_:)` first, in this order
    /// (a search page reads a few dozen cards, so no decoder and no name lookups).
    package init(row: SQLRow) throws {
        id = row[0]; title = row[1]; category = row[2]; cuisine = row[3]; totalMinutes = row[4]; kcal = row[5]
        costPerServing = row[6]; imagePath = row[7]; favouriteCount = row[8]; ratingAverage = row[9]; ratingCount = row[10]
        ingredientCount = row[11]
    }
}
