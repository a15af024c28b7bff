import FoodKit
import Foundation
import GRDB

/// A cook-now result as the page shows it: the recipe card, how much of it you have, and what's missing.
public struct CookNowCard: Sendable {
    public let card: RecipeCard
    public let have: Int
    public let total: Int
    public let missing: [String]
    public let expiringUsed: Int
}

extension PantrySet {
    /// Whether the pantry covers a recipe line needing `grams` of `key` (nil: any amount will do).
    /// The index makes the same decision in its own loop, on Float, for speed.
    public func covers(_ key: String, grams needed: Double?) -> Bool {
        guard let entry = grams[key] else { return false }
        guard let available = entry, let needed else { return true }
        return available + 0.5 >= needed
    }
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
            let missing = Self.missing(linesByRecipe[hit.recipeID] ?? [], pantry: pantry).map(\.name)
            return CookNowCard(card: card, have: hit.have, total: hit.total, missing: missing, expiringUsed: hit.expiringUsed)
        }
        return (result, results.total, pantry)
    }

    /// The lines of a recipe the pantry does not cover, one per ingredient.
    /// Lines of one ingredient add up (two lines of butter need both amounts), as in the index.
    static func missing(_ lines: [RecipeIngredient], pantry: PantrySet) -> [RecipeIngredient] {
        let needs = RecipeIngredient.needs(lines)
        var seen: Set<String> = []
        return lines.filter { line in
            let key = line.pantryKey
            guard !key.isEmpty, seen.insert(key).inserted else { return false }
            return !pantry.covers(key, grams: needs[key] ?? nil)
        }
    }

    /// Puts what this recipe needs and the pantry lacks on the user's grocery list; returns the names.
    @discardableResult
    public func addMissingToGroceries(recipeID: Int64, userID: Int64) async throws -> [String] {
        let detail = try await recipeDetail(id: recipeID, viewerID: userID)
        let pantry = try await pantrySet(userID: userID)
        let missing = Self.missing(detail.ingredients.filter { !$0.isHeading }, pantry: pantry)
        let analyzer = RecipeAnalyzer()
        let additions = missing.map { GroceryAddition(line: analyzer.analyze(line: $0.text, foodID: $0.foodId)) }
        try await addGroceries(additions, userID: userID, recipeID: recipeID)
        return missing.map(\.name)
    }

    /// Ingredient words → the keys a recipe would carry for them (for "without" filters).
    public static func ingredientKeys(for words: [String]) -> Set<String> {
        var keys: Set<String> = []
        for word in words {
            if let key = FoodMatcher.shared.match(word)?.ingredientKey { keys.insert(key) }
            keys.insert(PantryKey.forUnmatched(word))
        }
        return keys
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

extension RecipeIngredient {
    /// The ingredient identity the pantry matches on: the food's key, or the name when no food matched.
    var pantryKey: String { ingredientKey ?? PantryKey.forUnmatched(name) }

    /// What a recipe needs of each ingredient, in grams (nil when any line of it has no weight),
    /// lines of one ingredient added up — the same sums the cook-now index keeps.
    static func needs(_ lines: [RecipeIngredient], scale: Double = 1) -> [String: Double?] {
        var needs: [String: Double?] = [:]
        for line in lines where !line.isHeading && !line.pantryKey.isEmpty {
            let grams = line.grams.map { $0 * scale }
            if let existing = needs[line.pantryKey] {
                needs[line.pantryKey] = existing.flatMap { a in grams.map { a + $0 } }
            } else {
                needs[line.pantryKey] = grams
            }
        }
        return needs
    }
}
