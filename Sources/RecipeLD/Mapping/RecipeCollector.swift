/// Accumulates recipes and problems while a file is imported, numbering the recipe nodes in
/// document order so problems can say which one they mean.
struct RecipeCollector {
    private(set) var recipes: [LDRecipe] = []
    private(set) var problems: [ImportProblem] = []
    private(set) var recipeNodeCount = 0
    private var seen: Set<LDRecipe> = []
    /// Pages often describe the same recipe twice (an SEO plugin and a recipe plugin).
    let dropsDuplicates: Bool

    init(dropsDuplicates: Bool) {
        self.dropsDuplicates = dropsDuplicates
    }

    mutating func add(_ node: [String: JSONLDValue], references: JSONLDReferences) {
        recipeNodeCount += 1
        let recipe = RecipeNodeMapper(node: node, references: references).recipe
        if recipe.name.isEmpty {
            problems.append(.noName(recipe: recipeNodeCount))
        } else if recipe.ingredients.isEmpty {
            problems.append(.noIngredients(recipeNamed: recipe.name))
        } else if !dropsDuplicates || seen.insert(recipe).inserted {
            recipes.append(recipe)
        }
    }

    mutating func report(_ problem: ImportProblem) {
        problems.append(problem)
    }

    var result: ImportResult {
        ImportResult(recipes: recipes, problems: problems)
    }
}
