import PantrixCore
import Foundation

extension AppDatabase {
    /// The straightforward way to rank a pantry, for comparison with the index in tests and the
    /// benchmark: count each recipe's ingredients not in the pantry, order by that count. The
    /// pantry's holdings already carry the food families, so a join on the key is enough.
    package func cookNowBySQL(pantry: PantrySet, limit: Int) async throws -> [CookNowHit] {
        let holdings = pantry.holdings.sorted { $0.key < $1.key }
        var values = SQLArguments()
        for (key, holding) in holdings { values += [key, holding.grams, holding.count] }
        let arguments = values + [limit]
        // The pantry as rows (typed, so an empty or NULL column means the same to both stores).
        let pantryRows = holdings.isEmpty
            ? "SELECT CAST(NULL AS TEXT), CAST(NULL AS DOUBLE PRECISION), CAST(NULL AS DOUBLE PRECISION) WHERE 1 = 0"
            : "VALUES " + Array(repeating: "(CAST(? AS TEXT), CAST(? AS DOUBLE PRECISION), CAST(? AS DOUBLE PRECISION))", count: holdings.count)
                .joined(separator: ", ")
        return try await store.read { db in
            try SQLRow.fetchAll(db, sql: """
                WITH p(k, g, c) AS (\(pantryRows)),
                lines AS (
                    SELECT recipeId, ingredientKey AS k,
                           CASE WHEN count(grams) = count(*) THEN sum(grams) END AS need,
                           CASE WHEN count(CASE WHEN unit IS NULL THEN quantity END) = count(*) THEN sum(quantity) END AS needCount
                    FROM recipe_ingredient WHERE isHeading = 0 AND ingredientKey IS NOT NULL GROUP BY recipeId, ingredientKey),
                counted AS (
                    SELECT l.recipeId AS id, count(*) AS total,
                           sum(CASE WHEN p.k IS NULL THEN 0
                                    WHEN p.c IS NOT NULL AND l.needCount IS NOT NULL THEN CASE WHEN p.c + 0.01 >= l.needCount THEN 1 ELSE 0 END
                                    WHEN p.g IS NOT NULL AND l.need IS NOT NULL THEN CASE WHEN p.g + 0.5 >= l.need THEN 1 ELSE 0 END
                                    ELSE 1 END) AS have
                    FROM lines l LEFT JOIN p ON p.k = l.k
                    GROUP BY l.recipeId)
                SELECT id, total, have FROM counted
                ORDER BY total - have, CAST(have AS DOUBLE PRECISION) / total DESC, id
                LIMIT ?
                """, arguments: arguments).map { row in
                CookNowHit(recipeID: row["id"], total: row["total"], have: row["have"], expiringUsed: 0)
            }
        }
    }
}
