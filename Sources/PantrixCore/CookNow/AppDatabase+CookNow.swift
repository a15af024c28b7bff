import Foundation

extension AppDatabase {
    /// Reads every recipe into the cook-now index, once per process (later changes are applied
    /// as they happen). Concurrent callers share the one load.
    package func ensureCookNowIndex() async throws {
        let store = self.store
        try await cookNow.ensureLoaded {
            try await store.read { db in try Self.loadCookNow(db, recipeIDs: nil) }
        }
    }

    /// Re-reads one recipe into the index after it changed (or removes it when gone).
    func refreshCookNow(recipeID: Int64) async throws {
        guard cookNow.isLoaded else { return }
        let fresh = try await store.read { db in try Self.cookNowRecipes(db, recipeIDs: [recipeID]) }
        cookNow.update { snapshot in
            snapshot.remove(recipeID: recipeID)
            for recipe in fresh { snapshot.upsert(recipe) }
        }
    }

    /// Another app server's writes (PostgreSQL): the recipes it saved or deleted are re-read,
    /// favourite counts it changed are read again, and after a gap in the feed the whole index is.
    func applyRemoteEvents(_ events: [String]) async {
        guard cookNow.isLoaded else { return }
        do {
            if events.contains(SQLStoreEvent.resync) {
                let snapshot = try await store.read { db in try Self.loadCookNow(db, recipeIDs: nil) }
                cookNow.install(snapshot)
                return
            }
            for event in events {
                let parts = event.split(separator: " ")
                guard parts.count == 2, let id = Int64(parts[1]) else { continue }
                switch parts[0] {
                case "recipe":
                    try await refreshCookNow(recipeID: id)
                case "favourite":
                    let count = try await store.read { db in
                        try Int.fetchOne(db, sql: "SELECT favouriteCount FROM recipe WHERE id = ?", arguments: [id])
                    }
                    if let count { cookNow.update { $0.setFavourites(recipeID: id, count: count) } }
                default:
                    continue
                }
            }
        } catch {
            // The next change or resync brings the index back in line; pages still read the database.
        }
    }

    /// What a write tells other app servers about a recipe it saved, hid or deleted.
    static func recipeChangedEvent(_ id: Int64) -> String { "recipe \(id)" }

    /// What a write tells other app servers about a recipe whose favourites it counted.
    static func favouritesChangedEvent(_ id: Int64) -> String { "favourite \(id)" }

    static func loadCookNow(_ db: SQLConnection, recipeIDs: [Int64]?) throws -> CookNowSnapshot {
        var snapshot = CookNowSnapshot()
        if recipeIDs == nil {
            // Room for every recipe and line made once, not by growing (which holds the old and
            // the new array at once, a peak of twice the index for a million recipes).
            snapshot.reserve(recipes: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recipe") ?? 0,
                             lines: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recipe_ingredient WHERE isHeading = 0 AND ingredientKey IS NOT NULL") ?? 0)
        }
        try forEachCookNowRecipe(db, recipeIDs: recipeIDs) { snapshot.upsert($0) }
        snapshot.finishLoad()
        return snapshot
    }

    static func cookNowRecipes(_ db: SQLConnection, recipeIDs: [Int64]?) throws -> [CookNowRecipe] {
        var recipes: [CookNowRecipe] = []
        try forEachCookNowRecipe(db, recipeIDs: recipeIDs) { recipes.append($0) }
        return recipes
    }

    /// Recipes with their lines' keys and grams, in two queries whatever the number of recipes,
    /// walked side by side in id order: one recipe's lines in memory at a time, so loading 100k
    /// recipes does not first hold every line of them (that doubled the server's peak memory).
    static func forEachCookNowRecipe(_ db: SQLConnection, recipeIDs: [Int64]?, _ body: (CookNowRecipe) throws -> Void) throws {
        let filter = recipeIDs.map { "WHERE id IN (\($0.map(String.init).joined(separator: ",")))" } ?? ""
        let lineFilter = recipeIDs.map { "AND recipeId IN (\($0.map(String.init).joined(separator: ",")))" } ?? ""
        let lineRows = try SQLRow.fetchCursor(db, sql: """
            SELECT recipeId, ingredientKey, grams, quantity, unit FROM recipe_ingredient
            WHERE isHeading = 0 AND ingredientKey IS NOT NULL \(lineFilter) ORDER BY recipeId, position
            """)
        var pending = try lineRows.next().map(LineRow.init)
        let recipeRows = try SQLRow.fetchCursor(db, sql: """
            SELECT id, category, cuisine, vegetarian, vegan, glutenFree, dairyFree, nutFree, totalMinutes, kcal, costPerServing,
                   favouriteCount, editorialRank, authorId, visibility FROM recipe \(filter) ORDER BY id
            """)
        while let row = try recipeRows.next() {
            let id: Int64 = row["id"]
            var lines: [CookNowLine] = []
            while let line = pending, line.recipeID <= id {
                if line.recipeID == id { lines.append(line.line) }
                pending = try lineRows.next().map(LineRow.init)
            }
            var diet: UInt8 = 0
            for (column, bit) in [("vegetarian", 1), ("vegan", 2), ("glutenFree", 4), ("dairyFree", 8), ("nutFree", 16)] where row[column] as Bool {
                diet |= UInt8(bit)
            }
            try body(CookNowRecipe(
                id: id, category: row["category"], cuisine: row["cuisine"], diet: diet, minutes: row["totalMinutes"], kcal: row["kcal"],
                cost: row["costPerServing"], favourites: row["favouriteCount"], editorialRank: row["editorialRank"],
                authorID: row["authorId"], isPublic: RecipeAccess.isEveryones(row["visibility"]), lines: lines))
        }
    }

    private struct LineRow {
        let recipeID: Int64
        let line: CookNowLine

        init(_ row: SQLRow) {
            recipeID = row["recipeId"]
            let count: Double? = (row["unit"] as String?) == nil ? row["quantity"] : nil
            line = CookNowLine(key: row["ingredientKey"], grams: row["grams"], count: count)
        }
    }
}

/// Ingredient identities for things no food matched: the name itself, so a pantry item typed
/// the same way still satisfies the line.
package enum PantryKey {
    package static func forUnmatched(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "" : "name:" + words.joined(separator: " ")
    }
}
