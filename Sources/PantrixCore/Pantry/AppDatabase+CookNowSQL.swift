import Foundation
import GRDB

extension AppDatabase {
    /// The straightforward way to rank a pantry, for comparison with the index in tests and the
    /// benchmark: count each recipe's ingredients not in the pantry, order by that count.
    public func cookNowBySQL(pantry: PantrySet, limit: Int) async throws -> [CookNowHit] {
        let items = pantry.grams.map { key, grams -> [String: Any] in grams.map { ["k": key, "g": $0] } ?? ["k": key] }
        let json = String(data: try JSONSerialization.data(withJSONObject: items), encoding: .utf8) ?? "[]"
        return try await writer.read { db in
            try Row.fetchAll(db, sql: """
                WITH p(k, g) AS (SELECT json_extract(value, '$.k'), json_extract(value, '$.g') FROM json_each(?)),
                lines AS (
                    SELECT recipeId, COALESCE(ingredientKey, 'name:' || lower(name)) AS k,
                           CASE WHEN count(grams) = count(*) THEN sum(grams) END AS need
                    FROM recipe_ingredient WHERE isHeading = 0 GROUP BY recipeId, k)
                SELECT l.recipeId AS id, count(*) AS total,
                       sum(CASE WHEN p.k IS NOT NULL AND (p.g IS NULL OR l.need IS NULL OR p.g + 0.5 >= l.need) THEN 1 ELSE 0 END) AS have
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
