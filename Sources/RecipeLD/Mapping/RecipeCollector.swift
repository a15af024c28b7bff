/// Accumulates recipes and problems while a file is imported, numbering the recipe nodes in
/// document order so problems can say which one they mean.
struct RecipeCollector {
    private(set) var recipes: [LDRecipe] = []
    private(set) var problems: [ImportProblem] = []
    private(set) var recipeNodeCount = 0
    private var seen: Set<LDRecipe> = []
    /// Problems with one item listed so far, and those past `ImportBudget.maxProblems`, counted
    /// rather than listed.
    private var listedItemProblems = 0
    private var unlistedProblems = 0
    /// Pages often describe the same recipe twice (an SEO plugin and a recipe plugin).
    let dropsDuplicates: Bool

    init(dropsDuplicates: Bool) {
        self.dropsDuplicates = dropsDuplicates
    }

    /// Recipe nodes past `ImportBudget.maxRecipes` are counted, not mapped.
    mutating func add(_ node: [String: JSONLDValue], references: JSONLDReferences) {
        recipeNodeCount += 1
        guard recipeNodeCount <= ImportBudget.maxRecipes else { return }
        let recipe = RecipeNodeMapper(node: node, references: references).recipe
        if recipe.name.isEmpty {
            reportItem(.noName(recipe: recipeNodeCount))
        } else if recipe.ingredients.isEmpty {
            reportItem(.noIngredients(recipeNamed: recipe.name))
        } else if !dropsDuplicates || seen.insert(recipe).inserted {
            recipes.append(recipe)
        }
    }

    /// A problem with the whole file, always listed.
    mutating func report(_ problem: ImportProblem) {
        problems.append(problem)
    }

    /// A problem with one block, item or recipe: a file can hold thousands of them.
    mutating func reportItem(_ problem: ImportProblem) {
        if listedItemProblems < ImportBudget.maxProblems {
            listedItemProblems += 1
            problems.append(problem)
        } else {
            unlistedProblems += 1
        }
    }

    var result: ImportResult {
        var problems = problems
        if recipeNodeCount > ImportBudget.maxRecipes {
            problems.insert(.recipesSkipped(recipeNodeCount - ImportBudget.maxRecipes, of: recipeNodeCount), at: 0)
        }
        if unlistedProblems > 0 { problems.append(.moreProblems(unlistedProblems)) }
        return ImportResult(recipes: recipes, problems: problems)
    }
}
