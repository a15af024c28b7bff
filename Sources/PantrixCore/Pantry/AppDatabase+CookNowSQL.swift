import Foundation

extension AppDatabase {
    /// The straightforward way to rank a pantry, for comparison with the index in tests and the
    /// benchmark: count each recipe's ingredients not in the pantry, order by that count. The
    /// pantry's holdings already carry the food families, so a join on the key is enough.
    public func cookNowBySQL(pantry: PantrySet, limit: Int) async throws -> [CookNowHit] {
        let items = pantry.holdings.map { key, holding -> [String: Any] in
            var item: [String: Any] = ["k": key]
            if let grams = holding.grams { item["g"] = grams }
            if let count = holding.count { item["c"] = count }
            return item
        }
        let json = String(data: try JSONSerialization.data(withJSONObject: items), encoding: .utf8) ?? "[]"
        return try await store.read { db in
            try SQLRow.fetchAll(db, sql: """
                WITH p(k, g, c) AS (
                    SELECT json_extract(value, '$.k'), json_extract(value, '$.g'), json_extract(value, '$.c') FROM json_each(?)),
                lines AS (
                    SELECT recipeId, ingredientKey AS k,
                           CASE WHEN count(grams) = count(*) THEN sum(grams) END AS need,
                           CASE WHEN count(CASE WHEN unit IS NULL THEN quantity END) = count(*) THEN sum(quantity) END AS needCount
                    FROM recipe_ingredient WHERE isHeading = 0 AND ingredientKey IS NOT NULL GROUP BY recipeId, k)
                SELECT l.recipeId AS id, count(*) AS total,
                       sum(CASE WHEN p.k IS NULL THEN 0
                                WHEN p.c IS NOT NULL AND l.needCount IS NOT NULL THEN p.c + 0.01 >= l.needCount
                                WHEN p.g IS NOT NULL AND l.need IS NOT NULL THEN p.g + 0.5 >= l.need
                                ELSE 1 END) AS have
                FROM lines l LEFT JOIN p ON p.k = l.k
                GROUP BY l.recipeId
                ORDER BY total - have, CAST(have AS REAL) / total DESC, l.recipeId
                LIMIT ?
                """, arguments: [json, limit]).map { row in
                CookNowHit(recipeID: row["id"], total: row["total"], have: row["have"], expiringUsed: 0)
            }
        }
    }
}
