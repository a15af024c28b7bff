/// Builds an `LDRecipe` from one Recipe node, tolerating the shapes real sites and apps emit.
struct RecipeNodeMapper {
    let node: [String: JSONLDValue]
    /// Resolves `{"@id": …}` links to nodes elsewhere in the same document.
    let references: JSONLDReferences

    var recipe: LDRecipe {
        var recipe = fields
        recipe.imageReference = recipe.imageURL == nil ? imageReference : nil
        return recipe
    }

    private var fields: LDRecipe {
        let yield = RecipeYield(node["recipeYield"])
        return LDRecipe(
            name: node["name"]?.firstLine ?? node["headline"]?.firstLine ?? "",
            description: description,
            category: node["recipeCategory"]?.firstLine,
            cuisine: node["recipeCuisine"]?.firstLine,
            servings: yield.servings ?? recipeServings,
            yieldText: yield.text,
            prepMinutes: RecipeDuration.minutes(node["prepTime"]),
            // Mealie stores the cooking time as `performTime`.
            cookMinutes: RecipeDuration.minutes(node["cookTime"]) ?? RecipeDuration.minutes(node["performTime"]),
            totalMinutes: RecipeDuration.minutes(node["totalTime"]),
            ingredients: RecipeIngredients.lines(in: node),
            steps: RecipeInstructions.steps(from: node["recipeInstructions"]),
            tags: RecipeKeywords.tags(in: node),
            imageURL: imageURL,
            author: author,
            // Mealie keeps the source page in `orgURL`.
            sourceURL: WebAddress.web(node["url"]?.firstLine) ?? WebAddress.web(node["orgURL"]?.firstLine),
            datePublished: node["datePublished"]?.firstLine
        )
    }

    private var description: String {
        let texts = (node["description"]?.elements ?? []).compactMap(\.scalarText)
        return texts.lazy.map(HTMLTextCleaner.paragraphs).first { !$0.isEmpty } ?? ""
    }

    /// Mealie's numeric serving count, used when `recipeYield` has no number.
    private var recipeServings: Int? {
        guard case .number(let number)? = node["recipeServings"],
              let servings = WholeNumber.rounded(number), servings > 0 else { return nil }
        return servings
    }
}
