import FoodKit
import Foundation

/// What the home page lists.
package struct HomeFeed: Sendable {
    package let popular: [RecipeCard]
    package let recent: [RecipeCard]
}

extension AppDatabase {
    /// Popular by favourites, ties (and a new site) in the stable editorial order; and the newest.
    /// One query per section, each walking an index.
    package func homeFeed(limit: Int = 8) async throws -> HomeFeed {
        try await store.read { db in
            let popular = try RecipeCard.fetchAll(db, sql: """
                SELECT \(RecipeCard.columns("r")) FROM recipe r
                WHERE \(RecipeAccess.publicSQL("r")) ORDER BY r.favouriteCount DESC, r.editorialRank, r.id LIMIT ?
                """, arguments: [limit])
            let recent = try RecipeCard.fetchAll(db, sql: """
                SELECT \(RecipeCard.columns("r")) FROM recipe r
                WHERE \(RecipeAccess.publicSQL("r")) ORDER BY r.createdAt DESC, r.id DESC LIMIT ?
                """, arguments: [limit])
            return HomeFeed(popular: popular, recent: recent)
        }
    }

    /// A random public recipe, chosen without scanning the table: the first public id at or
    /// after a random point, wrapping to the start.
    package func randomPublicRecipeID() async throws -> Int64? {
        try await store.read { db in
            guard let maxID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM recipe"), maxID > 0 else { return nil }
            let start = Int64.random(in: 1...maxID)
            return try Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE id >= ? AND \(RecipeAccess.publicSQL("recipe")) ORDER BY id LIMIT 1", arguments: [start])
                ?? Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE \(RecipeAccess.publicSQL("recipe")) ORDER BY id LIMIT 1")
        }
    }

    /// Recipes sharing the most ingredients with this one, staples aside, from the in-memory
    /// ingredient index (a posting walk, not a query over every recipe's lines): the ranking
    /// alone, CPU work with no database read; the recipe page reads their cards.
    package func relatedRecipeIDs(to id: Int64, limit: Int = 4) async throws -> [Int64] {
        try await ensureCookNowIndex()
        return cookNow.related(to: id, limit: limit) { Staples.isStaple(ingredientKey: $0) }
    }

    /// The public ones among these recipes as cards, in the order given.
    package static func publicCards(_ db: SQLConnection, ids: [Int64]) throws -> [RecipeCard] {
        guard !ids.isEmpty else { return [] }
        let cards = try db.fetch(publicCardsRead(ids: ids))
        let byID = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0) })
        return ids.compactMap { byID[$0] }
    }

    /// The public ones among these recipes as cards, in no order (`publicCards` orders them).
    static func publicCardsRead(ids: [Int64]) -> SQLRead<[RecipeCard]> {
        .all(RecipeCard.self, sql: publicCardsSQL + databaseQuestionMarks(count: ids.count) + ")", arguments: SQLArguments(ids))
    }

    private static let publicCardsSQL = "SELECT \(RecipeCard.columns("r")) FROM recipe r WHERE \(RecipeAccess.publicSQL("r")) AND r.id IN ("
}

extension AppDatabase {
    /// Cuisines of public recipes, most common first, for the search filter.
    package func cuisines(limit: Int = 40) async throws -> [String] {
        try await store.read { db in
            try String.fetchAll(db, sql: """
                SELECT cuisine FROM recipe WHERE \(RecipeAccess.publicSQL("recipe")) AND cuisine IS NOT NULL
                GROUP BY cuisine ORDER BY count(*) DESC, cuisine LIMIT ?
                """, arguments: [limit])
        }
    }
}
