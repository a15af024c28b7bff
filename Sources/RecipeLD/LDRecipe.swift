/// A recipe as schema.org `Recipe` JSON-LD describes it, reduced to the fields Pantrix keeps.
///
/// Text fields hold plain text: importing strips HTML and decodes entities, so values
/// produced by `RecipeLDImport` survive an export/import round trip unchanged.
public struct LDRecipe: Sendable, Hashable, Codable {
    public var name: String
    /// Plain text; paragraph breaks are kept as single newlines.
    public var description: String
    public var category: String?
    public var cuisine: String?
    /// Number of servings, when the yield names one ("Serves 4-6" gives 4).
    public var servings: Int?
    /// The yield as written, when it is more than a bare number ("4 servings", "1 loaf").
    public var yieldText: String?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var ingredients: [String]
    public var steps: [String]
    /// Lower-cased, trimmed and free of duplicates.
    public var tags: [String]
    public var imageURL: String?
    /// While reading: an image address relative to the page the recipe came from
    /// ("/img/dish.jpg"), when it names no absolute one. `RecipeLDImport` resolves it against the
    /// page's address, or drops it; a recipe it returns never has one.
    var imageReference: String?
    public var author: String?
    public var sourceURL: String?
    public var datePublished: String?

    public init(
        name: String,
        description: String = "",
        category: String? = nil,
        cuisine: String? = nil,
        servings: Int? = nil,
        yieldText: String? = nil,
        prepMinutes: Int? = nil,
        cookMinutes: Int? = nil,
        totalMinutes: Int? = nil,
        ingredients: [String] = [],
        steps: [String] = [],
        tags: [String] = [],
        imageURL: String? = nil,
        author: String? = nil,
        sourceURL: String? = nil,
        datePublished: String? = nil
    ) {
        self.name = name
        self.description = description
        self.category = category
        self.cuisine = cuisine
        self.servings = servings
        self.yieldText = yieldText
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.totalMinutes = totalMinutes
        self.ingredients = ingredients
        self.steps = steps
        self.tags = tags
        self.imageURL = imageURL
        self.author = author
        self.sourceURL = sourceURL
        self.datePublished = datePublished
    }
}
