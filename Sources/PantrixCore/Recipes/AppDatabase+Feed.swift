import Foundation
import GRDB

/// What the home page lists.
public struct HomeFeed: Sendable {
    public let popular: [RecipeCard]
    public let recent: [RecipeCard]
}

extension AppDatabase {
    /// Popular by favourites, ties (and a new site) in the stable editorial order; and the newest.
    /// One query per section, each walking an index.
    public func homeFeed(limit: Int = 8) async throws -> HomeFeed {
        try await writer.read { db in
            let popular = try RecipeCard.fetchAll(db, sql: """
                SELECT \(RecipeCard.columns("r")) FROM recipe r
                WHERE r.visibility = 'public' ORDER BY r.favouriteCount DESC, r.editorialRank, r.id LIMIT ?
                """, arguments: [limit])
            let recent = try RecipeCard.fetchAll(db, sql: """
                SELECT \(RecipeCard.columns("r")) FROM recipe r
                WHERE r.visibility = 'public' ORDER BY r.createdAt DESC, r.id DESC LIMIT ?
                """, arguments: [limit])
            return HomeFeed(popular: popular, recent: recent)
        }
    }

    /// A random public recipe, chosen without scanning the table: the first public id at or
    /// after a random point, wrapping to the start.
    public func randomPublicRecipeID() async throws -> Int64? {
        try await writer.read { db in
            guard let maxID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM recipe"), maxID > 0 else { return nil }
            let start = Int64.random(in: 1...maxID)
            return try Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE id >= ? AND visibility = 'public' ORDER BY id LIMIT 1", arguments: [start])
                ?? Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE visibility = 'public' ORDER BY id LIMIT 1")
        }
    }

    /// Recipes sharing the most ingredients with this one, staples aside. The keys index ranks
    /// candidates (rare shared ingredients count more), then exact shared counts decide.
    public func relatedRecipes(to id: Int64, limit: Int = 4) async throws -> [RecipeCard] {
        try await writer.read { db in
            guard let keys = try String.fetchOne(db, sql: "SELECT keys FROM recipe_keys_fts WHERE rowid = ?", arguments: [id]) else { return [] }
            let own = Set(keys.split(separator: " ").map(String.init))
            guard !own.isEmpty else { return [] }
            let match = own.sorted().map { "\"\($0)\"" }.joined(separator: " OR ")
            let candidates = try Row.fetchAll(db, sql: """
                SELECT k.rowid AS id, k.keys AS keys FROM recipe_keys_fts k
                WHERE recipe_keys_fts MATCH ? AND k.rowid != ? ORDER BY rank LIMIT 40
                """, arguments: [match, id])
            let ranked = candidates.enumerated().map { index, row -> (id: Int64, shared: Int, rank: Int) in
                let theirs = Set((row["keys"] as String? ?? "").split(separator: " ").map(String.init))
                return (row["id"], own.intersection(theirs).count, index)
            }
            .sorted { ($0.shared, -$0.rank) > ($1.shared, -$1.rank) }
            let ids = ranked.map(\.id)
            guard !ids.isEmpty else { return [] }
            let cards = try RecipeCard.fetchAll(db, sql: """
                SELECT \(RecipeCard.columns("r")) FROM recipe r WHERE r.visibility = 'public' AND r.id IN (\(ids.map { _ in "?" }.joined(separator: ",")))
                """, arguments: StatementArguments(ids))
            let byID = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0) })
            return Array(ids.compactMap { byID[$0] }.prefix(limit))
        }
    }
}

extension AppDatabase {
    /// Cuisines of public recipes, most common first, for the search filter.
    public func cuisines(limit: Int = 40) async throws -> [String] {
        try await writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT cuisine FROM recipe WHERE visibility = 'public' AND cuisine IS NOT NULL
                GROUP BY cuisine ORDER BY count(*) DESC, cuisine LIMIT ?
                """, arguments: [limit])
        }
    }
}
