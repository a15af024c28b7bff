import FoodKit
import Foundation

/// Turns a prepared recipe into the rows the store keeps.
package enum RecipeRowBuilder {
    package static func recipe(_ prepared: PreparedRecipe, origin: RecipeOrigin, authorID: Int64?, visibility: RecipeVisibility, now: Date) -> Recipe {
        let draft = prepared.draft, analysis = prepared.analysis
        let nutrition = (try? JSONEncoder().encode(analysis.perServing)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        let hasLines = !analysis.lines.isEmpty
        return Recipe(
            id: nil, slug: prepared.slug, title: draft.title, description: draft.description,
            category: draft.category, cuisine: draft.cuisine, servings: max(draft.servings, 1),
            prepMinutes: draft.prepMinutes, cookMinutes: draft.cookMinutes, totalMinutes: draft.totalMinutes,
            authorId: authorID, visibility: visibility.rawValue, origin: origin.rawValue, sourceURL: draft.sourceURL,
            kcal: hasLines ? (analysis.perServing.kcal * 10).rounded() / 10 : nil,
            costPerServing: hasLines ? analysis.cost.perServing : nil,
            costTotal: hasLines ? analysis.cost.total : nil,
            nutrition: nutrition,
            unmatchedLines: analysis.unmatched.count, unpricedLines: analysis.unpricedLines.count,
            vegetarian: prepared.diet.contains(.vegetarian), vegan: prepared.diet.contains(.vegan),
            glutenFree: prepared.diet.contains(.glutenFree), dairyFree: prepared.diet.contains(.dairyFree),
            nutFree: prepared.diet.contains(.nutFree),
            favouriteCount: 0, editorialRank: 1_000_000, imagePath: nil, createdAt: now, updatedAt: now)
    }

    package static func ingredient(_ line: AnalyzedLine, recipeID: Int64, position: Int) -> RecipeIngredient {
        let parsed = line.parsed
        return RecipeIngredient(
            recipeId: recipeID, position: position, text: parsed.input, quantity: parsed.quantity,
            quantityMax: parsed.quantityMax, unit: parsed.unit, size: parsed.size, name: parsed.name,
            preparation: parsed.preparation, comment: parsed.comment, isHeading: parsed.isHeading,
            foodId: line.match?.food.id, ingredientKey: line.match?.ingredientKey, grams: line.grams.grams,
            kcal: line.kcal, price: line.cost)
    }
}
