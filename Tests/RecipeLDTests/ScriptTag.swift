@testable import RecipeLD

extension RecipeLDExport {
    /// The whole `<script type="application/ld+json">` element as the recipe page's view writes
    /// it around `scriptJSON`, so the tests read what a browser would.
    static func scriptTag(_ recipe: LDRecipe, url: String? = nil) -> String {
        "<script type=\"application/ld+json\">\n\(scriptJSON(recipe, url: url))\n</script>"
    }
}
