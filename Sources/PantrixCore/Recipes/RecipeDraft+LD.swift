import Foundation
import RecipeLD

extension RecipeDraft {
    /// A schema.org recipe as Pantrix keeps it; the category is mapped onto Pantrix's own. The
    /// fields are as the file wrote them: `RecipeLimits.fit` cuts them down and says so.
    package init(ld: LDRecipe) {
        self.init(
            title: ld.name, description: ld.description,
            category: (ld.category.flatMap(RecipeCategory.matching) ?? RecipeCategory.matching(ld.name) ?? .dinner).rawValue,
            cuisine: ld.cuisine, servings: ld.servings ?? 4,
            prepMinutes: ld.prepMinutes, cookMinutes: ld.cookMinutes, totalMinutes: ld.totalMinutes,
            tags: ld.tags, ingredients: ld.ingredients, steps: ld.steps, sourceURL: ld.sourceURL)
    }
}

extension LDRecipe {
    /// The export of a stored recipe: every field a round trip needs to rebuild it.
    package init(detail: RecipeDetail) {
        let recipe = detail.recipe
        let derived = Set(recipe.dietTags)
        self.init(
            name: recipe.title, description: recipe.description, category: recipe.category, cuisine: recipe.cuisine,
            servings: recipe.servings, prepMinutes: recipe.prepMinutes, cookMinutes: recipe.cookMinutes,
            totalMinutes: recipe.totalMinutes, ingredients: detail.ingredients.map(\.text), steps: detail.steps,
            tags: detail.tags.filter { !derived.contains($0) }, author: detail.authorName, sourceURL: recipe.sourceURL)
    }
}

extension RecipeCategory {
    /// Website categories ("Main Course", "Appetizer", "Beverages") onto Pantrix's; dinner when unsure.
    package static func closest(to text: String) -> RecipeCategory { matching(text) ?? .dinner }

    static func matching(_ text: String) -> RecipeCategory? {
        let words = text.lowercased()
        let table: [(RecipeCategory, [String])] = [
            (.breakfast, ["breakfast", "brunch"]), (.soup, ["soup", "stew", "chowder"]), (.salad, ["salad"]),
            (.dessert, ["dessert", "pudding", "ice cream", "sweet"]),
            (.baking, ["baking", "bread", "cake", "cookie", "muffin", "pastry", "pie", "loaf", "scone"]),
            (.drink, ["drink", "beverage", "cocktail", "smoothie", "tea", "coffee", "juice"]),
            (.snack, ["snack", "appetizer", "appetiser", "starter", "dip"]), (.side, ["side"]), (.lunch, ["lunch", "sandwich"]),
            (.dinner, ["dinner", "main", "entree", "entrée", "supper"]),
        ]
        if let exact = RecipeCategory(rawValue: words.trimmingCharacters(in: .whitespaces)) { return exact }
        for (category, keys) in table where keys.contains(where: words.contains) { return category }
        return nil
    }
}
