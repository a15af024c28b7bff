/// What an import produced. Both lists can be non-empty: a file may hold good and bad recipes.
public struct ImportResult: Sendable, Equatable {
    public var recipes: [LDRecipe]
    public var problems: [ImportProblem]

    public init(recipes: [LDRecipe] = [], problems: [ImportProblem] = []) {
        self.recipes = recipes
        self.problems = problems
    }
}
