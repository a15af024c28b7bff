import RecipeLD

/// How much one recipe may hold, whoever writes it. The editor and the API refuse a recipe past
/// these, field by field; an import keeps what fits and says what it cut (`RecipeLimits.fit`);
/// the editor's fields carry the same numbers as `maxlength`. Nowhere else has its own.
public enum RecipeLimits {
    public static let titleCharacters = 120
    public static let descriptionCharacters = 1_000
    public static let cuisineCharacters = 40
    public static let servings = 1...100
    /// Prep or cook time: two days.
    public static let minutes = 0...2_880
    public static let ingredientLines = 200
    public static let ingredientLineCharacters = 500
    public static let steps = 60
    public static let stepCharacters = 2_000
    public static let tags = 20
    public static let tagCharacters = 40
    public static let photoCaptionCharacters = 200
    public static let sourceURLCharacters = 2_000
    /// Recipes one file, pasted text or link imports (an `@graph`, a Mealie or Tandoor export);
    /// the importer stops reading there, so the number lives with it.
    public static let recipesPerImport = ImportBudget.maxRecipes
    /// Cover photos held for one person's forms that came back (`HeldPhoto`): past this many the
    /// oldest goes. Each is a checked, re-encoded photo (display and thumbnail, as in a gallery).
    public static let heldCoverPhotos = 5
    /// How long a held cover photo waits for its form to be sent again: a day.
    public static let heldCoverSeconds: Double = 24 * 3600
    /// Recipes of one linked page whose image is fetched as their cover (each fetch may take the
    /// link's whole time budget again); the rest come without, and the report says so.
    public static let linkedCoverPhotos = 1
}
