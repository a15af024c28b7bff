import FoodKit
import Foundation
import GRDB

/// A cook-now result as the page shows it: the recipe card, how much of it you have, what's
/// missing, which lines no food matched, and which foods a family member stands in for.
public struct CookNowCard: Sendable {
    public let card: RecipeCard
    public let have: Int
    public let total: Int
    public let missing: [String]
    public let unknown: [String]
    /// "using your milk for skim milk"
    public let substitutions: [String]
    public let expiringUsed: Int
}

extension AppDatabase {
    /// Recipes ranked for this user's pantry, with what is missing from each, in three queries.
    public func cookNow(userID: Int64, query: CookNowQuery) async throws -> (cards: [CookNowCard], total: Int, pantry: PantrySet) {
        try await ensureCookNowIndex()
        let pantry = try await pantrySet(userID: userID)
        var query = query
        query.viewerID = userID
        let results = cookNow.rank(pantry, query: query)
        let ids = results.hits.map(\.recipeID)
        guard !ids.isEmpty else { return ([], results.total, pantry) }
        let (cards, lines) = try await writer.read { db in
            let list = ids.map(String.init).joined(separator: ",")
            let cards = try RecipeCard.fetchAll(db, sql: "SELECT \(RecipeCard.columns("r")) FROM recipe r WHERE r.id IN (\(list))")
            let lines = try RecipeIngredient.fetchAll(db, sql: "SELECT * FROM recipe_ingredient WHERE isHeading = 0 AND recipeId IN (\(list)) ORDER BY recipeId, position")
            return (cards, lines)
        }
        let cardByID = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0) })
        let linesByRecipe = Dictionary(grouping: lines, by: \.recipeId)
        let result = results.hits.compactMap { hit -> CookNowCard? in
            guard let card = cardByID[hit.recipeID] else { return nil }
            let check = PantryCheck(lines: linesByRecipe[hit.recipeID] ?? [], pantry: pantry)
            return CookNowCard(card: card, have: hit.have, total: hit.total, missing: check.missing.map(\.name),
                               unknown: check.unknown.map(\.name), substitutions: check.substitutions, expiringUsed: hit.expiringUsed)
        }
        return (result, results.total, pantry)
    }

    /// Puts what this recipe needs and the pantry lacks on the user's grocery list; returns the names.
    @discardableResult
    public func addMissingToGroceries(recipeID: Int64, userID: Int64) async throws -> [String] {
        let detail = try await recipeDetail(id: recipeID, viewerID: userID)
        let pantry = try await pantrySet(userID: userID)
        let missing = PantryCheck(lines: detail.ingredients, pantry: pantry).missing
        let analyzer = RecipeAnalyzer()
        // Each line keeps the food and ingredient key it was saved with, so the list merges by them.
        let additions = missing.map { line in
            let match = line.foodId.flatMap { FoodMatcher.shared.match(foodID: $0, ingredientKey: line.ingredientKey) }
            return GroceryAddition(line: analyzer.analyze(parsed: IngredientParser.parse(line.text), match: match))
        }
        try await addGroceries(additions, userID: userID, recipeID: recipeID)
        return missing.map(\.name)
    }

    /// Names people type for ingredients, for the pantry's autocomplete: what the seed recipes call them.
    public func ingredientVocabulary(limit: Int = 600) async throws -> [String] {
        try await writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT lower(name) AS n FROM recipe_ingredient
                WHERE recipeId IN (SELECT id FROM recipe WHERE origin = 'seed') AND isHeading = 0 AND length(name) BETWEEN 2 AND 40
                GROUP BY n ORDER BY count(*) DESC, n LIMIT ?
                """, arguments: [limit])
        }
    }
}
