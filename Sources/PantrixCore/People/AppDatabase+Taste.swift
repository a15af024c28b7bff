import FoodKit
import Foundation

/// What a cook likes and must avoid; all optional.
package struct TastePreferences: Sendable, Equatable {
    package var categories: [String] = []
    package var cuisines: [String] = []
    /// Diet tags every suggestion must carry ("vegetarian", "gluten-free", ...).
    package var diets: [String] = []
    /// Ingredients never suggested (dislikes and allergies), as typed.
    package var excluded: [String] = []

    package init(categories: [String] = [], cuisines: [String] = [], diets: [String] = [], excluded: [String] = []) {
        self.categories = categories
        self.cuisines = cuisines
        self.diets = diets
        self.excluded = excluded
    }

    package var isEmpty: Bool { categories.isEmpty && cuisines.isEmpty && diets.isEmpty && excluded.isEmpty }

    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    static func text(_ list: [String]) -> String { list.joined(separator: "\n") }
}

extension AppDatabase {
    package func tastePreferences(userID: Int64) async throws -> TastePreferences {
        try await store.read { db in try Self.taste(db, userID: userID) }
    }

    static func taste(_ db: SQLConnection, userID: Int64) throws -> TastePreferences {
        guard let row = try SQLRow.fetchOne(db, sql: "SELECT * FROM taste WHERE userId = ?", arguments: [userID]) else {
            return TastePreferences()
        }
        return TastePreferences(
            categories: TastePreferences.list(row["categories"]), cuisines: TastePreferences.list(row["cuisines"]),
            diets: TastePreferences.list(row["diets"]), excluded: TastePreferences.list(row["excluded"]))
    }

    package func saveTastePreferences(_ taste: TastePreferences, userID: Int64, now: Date = Date()) async throws {
        try await store.write { db in
            try db.execute(sql: """
                INSERT INTO taste(userId, categories, cuisines, diets, excluded, updatedAt) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(userId) DO UPDATE SET categories = excluded.categories, cuisines = excluded.cuisines,
                  diets = excluded.diets, excluded = excluded.excluded, updatedAt = excluded.updatedAt
                """, arguments: [
                    userID, TastePreferences.text(taste.categories), TastePreferences.text(taste.cuisines),
                    TastePreferences.text(taste.diets), TastePreferences.text(taste.excluded), now,
                ])
            // New tastes deserve fresh suggestions.
            try db.execute(sql: "DELETE FROM suggestion_seen WHERE userId = ?", arguments: [userID])
        }
    }

    /// True when a recipe line is one the cook excluded: its food is the word's food, its family
    /// or made with it (peanut butter for "peanuts"), or its name says the word (a "peanut
    /// sauce" matched to something else) — but "eggs" never rules out eggplant. A word no food
    /// knows is still found inside names and keys ("satay"), erring on the safe side.
    static func isAvoided(name: String, key: String?, by filters: [IngredientFilter]) -> Bool {
        let name = name.lowercased(), key = key?.lowercased() ?? ""
        // The name's words, split once for all the filters that look for them.
        var words: [String]?
        return filters.contains { filter in
            guard let keys = filter.keys else {
                return filter.stem.count >= 3 && (name.contains(filter.stem) || key.contains(filter.stem))
            }
            if keys.contains(key) { return true }
            let terms = words ?? IngredientFilter.terms(name)
            words = terms
            return filter.isNamed(inTerms: terms)
        }
    }

    /// "For you": recipes that fit the cook's taste (favourite categories and cuisines first, as
    /// declared and as learned from what they favourite, save to lists and cook: `LearnedTaste`),
    /// never with an excluded ingredient or outside their diet, favouring what the pantry
    /// covers, and not what they were shown in their last suggestions or cooked in the last
    /// two weeks. What is returned is remembered as shown.
    package func suggestions(userID: Int64, limit: Int = 6, now: Date = Date(), remember: Int = 30) async throws -> [RecipeCard] {
        try await ensureCookNowIndex()
        let taste = try await tastePreferences(userID: userID)
        let pantry = try await pantrySet(userID: userID, today: now)
        let learned = try await store.read { db in try LearnedTaste.load(db, userID: userID, now: now) }
        var base = CookNowQuery()
        base.viewerID = userID
        base.diets = taste.diets
        // Each word is read as food once, for the index's keys and for the lines checked below.
        let avoid = taste.excluded.map { IngredientFilter.without($0) }
        base.excludedKeys = IngredientFilter.excludedKeys(avoid)
        base.limit = 300
        // Two rankings at most: the favourite categories and cuisines, and everything.
        var queries = [base]
        if !taste.categories.isEmpty || !taste.cuisines.isEmpty {
            var favourites = base
            favourites.anyOf = .init(categories: Set(taste.categories), cuisines: Set(taste.cuisines))
            queries.append(favourites)
        }
        if !learned.isEmpty {
            // Candidates from what they keep coming back to, however little the pantry covers.
            var habits = base
            habits.anyOf = .init(categories: Set(learned.topCategories), cuisines: Set(learned.topCuisines))
            queries.append(habits)
        }
        var hits: [Int64: CookNowHit] = [:]
        for query in queries {
            for hit in cookNow.rank(pantry, query: query).hits where hits[hit.recipeID] == nil { hits[hit.recipeID] = hit }
        }
        guard !hits.isEmpty else { return [] }
        let candidateIDs = hits.keys.map(String.init).joined(separator: ",")
        let twoWeeksAgo = now.addingTimeInterval(-14 * 86_400)
        let (cards, seen, cooked, keys) = try await store.read { db in
            var cards = try RecipeCard.fetchAll(db, sql: "SELECT \(RecipeCard.columns("r")) FROM recipe r WHERE r.id IN (\(candidateIDs))")
            var keys: [Int64: Set<String>] = [:]
            if !avoid.isEmpty || !learned.isEmpty {
                var unsafe: Set<Int64> = []
                let rows = try SQLRow.fetchCursor(db, sql: """
                    SELECT recipeId, name, ingredientKey FROM recipe_ingredient WHERE recipeId IN (\(candidateIDs)) AND isHeading = 0
                    """)
                while let row = try rows.next() {
                    let recipeID: Int64 = row["recipeId"], key: String? = row["ingredientKey"]
                    if !avoid.isEmpty, Self.isAvoided(name: row["name"], key: key, by: avoid) { unsafe.insert(recipeID) }
                    if !learned.isEmpty, let key { keys[recipeID, default: []].insert(key) }
                }
                cards.removeAll { unsafe.contains($0.id) }
            }
            let seen = try Int64.fetchAll(db, sql: "SELECT recipeId FROM suggestion_seen WHERE userId = ? ORDER BY shownAt DESC", arguments: [userID])
            let cooked = try Int64.fetchSet(db, sql: """
                SELECT recipeId FROM cooking_log WHERE userId = ? AND cookedAt >= ? AND recipeId IS NOT NULL
                """, arguments: [userID, twoWeeksAgo])
            return (cards, seen, cooked, keys)
        }
        guard !cards.isEmpty else { return [] }
        let favouriteCategories = Set(taste.categories), favouriteCuisines = Set(taste.cuisines.map { $0.lowercased() })
        func score(_ card: RecipeCard) -> Double {
            let hit = hits[card.id]!
            var score = hit.total > 0 ? 4 * Double(hit.have) / Double(hit.total) : 0
            if favouriteCategories.contains(card.category) { score += 3 }
            if let cuisine = card.cuisine, favouriteCuisines.contains(cuisine.lowercased()) { score += 3 }
            if hit.expiringUsed > 0 { score += 1 }
            if !learned.isEmpty {
                score += 3 * learned.cuisineShare(card.cuisine) + 2 * learned.categoryShare(card.category)
                score += 4 * learned.ingredientAffinity(keys[card.id] ?? [])
            }
            return score + min(Double(card.favouriteCount), 100) / 1000
        }
        // Each card scored once, then sorted (scoring inside the comparison scored every card
        // about twenty times over: most of a signed-in home page's time).
        let ranked = cards.filter { !cooked.contains($0.id) }.map { (card: $0, score: score($0)) }
            .sorted { ($0.score, -$0.card.id) > ($1.score, -$1.card.id) }.map(\.card)
        let seenSet = Set(seen)
        var chosen = Array(ranked.filter { !seenSet.contains($0.id) }.prefix(limit))
        if chosen.count < limit {
            // Everything fitting was shown lately: repeat the ones shown longest ago.
            let order = Dictionary(seen.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
            let repeats = ranked.filter { seenSet.contains($0.id) }.sorted { order[$0.id, default: 0] > order[$1.id, default: 0] }
            chosen += repeats.prefix(limit - chosen.count)
        }
        let shown = chosen
        try await store.write { db in
            for card in shown {
                try db.execute(sql: """
                    INSERT INTO suggestion_seen(userId, recipeId, shownAt) VALUES (?, ?, ?)
                    ON CONFLICT(userId, recipeId) DO UPDATE SET shownAt = excluded.shownAt
                    """, arguments: [userID, card.id, now])
            }
            try db.execute(sql: """
                DELETE FROM suggestion_seen WHERE userId = ? AND recipeId NOT IN (
                  SELECT recipeId FROM suggestion_seen WHERE userId = ? ORDER BY shownAt DESC LIMIT ?)
                """, arguments: [userID, userID, remember])
        }
        return chosen
    }
}
