import RecipeLD

/// How much one recipe may hold, whoever writes it. The editor and the API refuse a recipe past
/// these, field by field; an import keeps what fits and says what it cut (`RecipeLimits.fit`);
/// the editor's fields carry the same numbers as `maxlength`. Nowhere else has its own.
package enum RecipeLimits {
    package static let titleCharacters = 120
    package static let descriptionCharacters = 1_000
    package static let cuisineCharacters = 40
    package static let servings = 1...100
    /// Prep or cook time: two days.
    package static let minutes = 0...2_880
    package static let ingredientLines = 200
    package static let ingredientLineCharacters = 500
    package static let steps = 60
    package static let stepCharacters = 2_000
    package static let tags = 20
    package static let tagCharacters = 40
    package static let photoCaptionCharacters = 200
    package static let sourceURLCharacters = 2_000
    /// Cover photos held for one person's forms that came back (`HeldPhoto`): past this many the
    /// oldest goes. Each is a checked, re-encoded photo (display and thumbnail, as in a gallery).
    package static let heldCoverPhotos = 5
    /// How long a held cover photo waits for its form to be sent again: a day.
    package static let heldCoverSeconds: Double = 24 * 3600
    /// Recipes of one linked page whose image is fetched as their cover (each fetch may take the
    /// link's whole time budget again); the rest come without, and the report says so.
    package static let linkedCoverPhotos = 1
}
