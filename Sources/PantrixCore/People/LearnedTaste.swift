import Foundation

/// What a cook keeps coming back to, learned from what they do rather than what they said:
/// favourites, recipes saved to lists and dishes cooked, the recent ones counting most. "For you"
/// adds it to the declared tastes (TastePreferences).
struct LearnedTaste {
    private(set) var categories: [String: Double] = [:]
    /// Lowercased.
    private(set) var cuisines: [String: Double] = [:]
    /// Ingredient keys (the food a line was matched to).
    private(set) var keys: [String: Double] = [:]
    private(set) var total = 0.0

    /// A cooked dish says most, a favourite a little less, a list entry least; every signal halves
    /// in weight every `halfLifeDays`.
    static let cookedWeight = 3.0, favouriteWeight = 2.0, listWeight = 1.5
    static let halfLifeDays = 60.0
    /// The most recent signals read: bounded work for a cook with years of history.
    static let signalCap = 200

    var isEmpty: Bool { total <= 0 }

    func categoryShare(_ category: String) -> Double { total > 0 ? (categories[category] ?? 0) / total : 0 }
    func cuisineShare(_ cuisine: String?) -> Double { total > 0 ? cuisine.map { (cuisines[$0.lowercased()] ?? 0) / total } ?? 0 : 0 }

    /// How much a recipe's ingredients look like the ones the cook keeps choosing, 0...1.
    func ingredientAffinity(_ recipeKeys: Set<String>) -> Double {
        guard !recipeKeys.isEmpty, let strongest = keys.values.max(), strongest > 0 else { return 0 }
        return recipeKeys.reduce(0) { $0 + (keys[$1] ?? 0) / strongest } / Double(recipeKeys.count)
    }

    func top(_ weights: [String: Double], _ count: Int) -> [String] {
        weights.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(count).map(\.key)
    }

    var topCategories: [String] { top(categories, 3) }
    var topCuisines: [String] { top(cuisines, 3) }

    static func load(_ db: SQLConnection, userID: Int64, now: Date) throws -> LearnedTaste {
        let rows = try SQLRow.fetchAll(db, sql: """
            SELECT s.recipeId, s.at, s.weight, r.category, r.cuisine FROM (
              SELECT recipeId, createdAt AS at, \(favouriteWeight) AS weight FROM favourite WHERE userId = ?
              UNION ALL
              SELECT i.recipeId, i.addedAt, \(listWeight) FROM recipe_list_item i JOIN recipe_list l ON l.id = i.listId WHERE l.userId = ?
              UNION ALL
              SELECT recipeId, cookedAt, \(cookedWeight) FROM cooking_log WHERE userId = ? AND recipeId IS NOT NULL AND voidedAt IS NULL
              ORDER BY at DESC LIMIT \(signalCap)
            ) s JOIN recipe r ON r.id = s.recipeId
            """, arguments: [userID, userID, userID])
        var learned = LearnedTaste()
        var recipeWeights: [Int64: Double] = [:]
        for row in rows {
            let at: Date = row["at"] ?? now
            let ageDays = max(now.timeIntervalSince(at) / 86_400, 0)
            let weight: Double = row["weight"] * pow(0.5, ageDays / halfLifeDays)
            learned.total += weight
            learned.categories[row["category"], default: 0] += weight
            if let cuisine: String = row["cuisine"], !cuisine.isEmpty { learned.cuisines[cuisine.lowercased(), default: 0] += weight }
            recipeWeights[row["recipeId"], default: 0] += weight
        }
        guard !recipeWeights.isEmpty else { return learned }
        let ids = recipeWeights.keys.map(String.init).joined(separator: ",")
        let lines = try SQLRow.fetchCursor(db, sql: """
            SELECT DISTINCT recipeId, ingredientKey FROM recipe_ingredient
            WHERE recipeId IN (\(ids)) AND isHeading = 0 AND ingredientKey IS NOT NULL
            """)
        while let line = try lines.next() {
            learned.keys[line["ingredientKey"], default: 0] += recipeWeights[line["recipeId"]] ?? 0
        }
        return learned
    }
}
