
/// A recipe the search box offers while someone types.
package struct TitleSuggestion: Sendable, Equatable {
    package let id: Int64
    package let title: String
}

extension AppDatabase {
    /// How many title matches are looked at before the most favourited are picked: bounded work
    /// for a short prefix ("ch") that matches thousands of recipes.
    static let suggestScanCap = 300

    /// Recipes whose title matches what is typed (the last word as a prefix), most favourited
    /// first, among those the viewer may see.
    package func titleSuggestions(_ text: String, viewerID: Int64?, limit: Int = 6) async throws -> [TitleSuggestion] {
        return try await store.read { db in
            guard let match = FTSQuery.match(text, column: .title, dialect: db.dialect) else { return [] }
            return try SQLRow.fetchAll(db, sql: """
                SELECT r.id, r.title FROM (SELECT rowid AS id FROM recipe_fts WHERE \(FTSQuery.condition(db.dialect)) LIMIT \(Self.suggestScanCap)) m
                JOIN recipe r ON r.id = m.id
                WHERE \(RecipeAccess.visibleSQL("r"))
                ORDER BY r.favouriteCount DESC, r.id LIMIT ?
                """, arguments: [match, RecipeAccess.viewerArgument(viewerID), limit]
            ).map { TitleSuggestion(id: $0[0], title: $0[1]) }
        }
    }
}
