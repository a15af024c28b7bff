/// How much one import may read, whatever the input's shape. Every reader is linear in its
/// input; these caps bound the input itself, so a hostile file costs a bounded amount of work
/// and says what it skipped rather than being read to the end.
public enum ImportBudget {
    /// Recipes one file or page imports; an `@graph` or an app export with more keeps the first.
    public static let maxRecipes = 50
    /// Structured-data blocks read from one page; real pages have a handful.
    static let maxBlocks = 100
    /// JSON values parsed in one import, over all of a page's blocks (50 exported recipes hold
    /// about 25,000).
    static let maxValues = 250_000
    /// Bytes of microdata property values: a property nested in another repeats its text, so
    /// the values can outgrow the page many times over.
    static let maxMicrodataBytes = 1024 * 1024
    /// Problems listed one by one; the rest are counted in one line.
    static let maxProblems = 20
}
