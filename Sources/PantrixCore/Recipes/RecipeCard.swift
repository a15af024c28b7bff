import GRDB

/// What a recipe card in a list shows; one query fills a whole page of them.
public struct RecipeCard: Codable, Sendable, Equatable, FetchableRecord {
    public var id: Int64
    public var title: String
    public var category: String
    public var cuisine: String?
    public var totalMinutes: Int?
    public var kcal: Double?
    public var costPerServing: Double?
    public var imagePath: String?
    public var favouriteCount: Int
    public var ratingAverage: Double?
    public var ratingCount: Int

    /// The columns `RecipeCard` decodes, prefixed by the table alias used in list queries.
    static func columns(_ alias: String) -> String {
        ["id", "title", "category", "cuisine", "totalMinutes", "kcal", "costPerServing", "imagePath", "favouriteCount", "ratingAverage", "ratingCount"]
            .map { "\(alias).\($0)" }.joined(separator: ", ")
    }
}
