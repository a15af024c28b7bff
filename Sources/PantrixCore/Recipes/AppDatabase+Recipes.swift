import FoodKit
import Foundation

package enum RecipeError: Error, Equatable {
    case notFound
}

extension AppDatabase {
    /// Saves a new recipe with its lines, steps, tags and search entries; returns its id.
    @discardableResult
    package func addRecipe(
        _ prepared: PreparedRecipe, origin: RecipeOrigin, authorID: Int64? = nil,
        visibility: RecipeVisibility = .public, editorialRank: Int? = nil, now: Date = Date()
    ) async throws -> Int64 {
        let id = try await store.write { db in
            try Self.insert(prepared, origin: origin, authorID: authorID, visibility: visibility, editorialRank: editorialRank, now: now, db: db)
        }
        try await refreshCookNow(recipeID: id)
        return id
    }

    package static func insert(
        _ prepared: PreparedRecipe, origin: RecipeOrigin, authorID: Int64?, visibility: RecipeVisibility,
        editorialRank: Int?, now: Date, db: SQLConnection
    ) throws -> Int64 {
        var recipe = RecipeRowBuilder.recipe(prepared, origin: origin, authorID: authorID, visibility: visibility, now: now)
        recipe.slug = try uniqueSlug(recipe.slug, db: db)
        if let editorialRank { recipe.editorialRank = editorialRank }
        try recipe.insert(db)
        let id = recipe.id!
        try writeChildren(prepared, recipeID: id, db: db)
        try remember(prepared.newAliases, by: authorID, now: now, db: db)
        db.announce(recipeChangedEvent(id))
        return id
    }

    /// Lines, steps, tags and both search indexes, for a recipe whose row exists.
    static func writeChildren(_ prepared: PreparedRecipe, recipeID id: Int64, db: SQLConnection) throws {
        for (position, line) in prepared.analysis.lines.enumerated() {
            try RecipeRowBuilder.ingredient(line, recipeID: id, position: position).insert(db)
        }
        for (position, text) in prepared.draft.steps.enumerated() {
            try RecipeStep(recipeId: id, position: position, text: text).insert(db)
        }
        for tag in prepared.allTags {
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO recipe_tag(recipeId, tag) VALUES (?, ?)").execute(arguments: [id, tag])
        }
        let searchTags = ([prepared.draft.category, prepared.draft.cuisine ?? ""] + prepared.allTags).joined(separator: " ")
        try db.cachedStatement(sql: "INSERT INTO recipe_fts(rowid, title, description, ingredients, tags) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [id, prepared.draft.title, prepared.draft.description, prepared.ingredientSearchText, searchTags])
        try db.cachedStatement(sql: "INSERT INTO recipe_keys_fts(rowid, keys) VALUES (?, ?)")
            .execute(arguments: [id, prepared.relatedKeys.joined(separator: " ")])
    }

    /// Slugs tried in one read: the 500th "Banana bread" costs 10 reads, not 500.
    static let slugsPerRead = 50

    /// `base`, or the first of `base-2`, `base-3`, … no other recipe has.
    static func uniqueSlug(_ base: String, db: SQLConnection, except id: Int64? = nil) throws -> String {
        var next = 1
        while true {
            let candidates = (next..<next + slugsPerRead).map { $0 == 1 ? base : "\(base)-\($0)" }
            let placeholders = Array(repeating: "?", count: candidates.count).joined(separator: ", ")
            let taken = Set(try String.fetchAll(
                db.cachedStatement(sql: "SELECT slug FROM recipe WHERE slug IN (\(placeholders)) AND id IS DISTINCT FROM ?"),
                arguments: SQLArguments(candidates.map { $0 as (any SQLValueConvertible)? } + [id])))
            if let free = candidates.first(where: { !taken.contains($0) }) { return free }
            next += slugsPerRead
        }
    }

    /// A recipe the viewer may see: public ones, or private ones of their own.
    package func recipeDetail(id: Int64, viewerID: Int64?) async throws -> RecipeDetail {
        try await store.read { db in try Self.recipeDetail(db, id: id, viewerID: viewerID) }
    }

    static func recipeDetail(_ db: SQLConnection, id: Int64, viewerID: Int64?) throws -> RecipeDetail {
        // Statements kept prepared, sent together: the page's reads are the same every time.
        prefetchDetail(db, id: id)
        guard let recipe = try db.fetch(recipeRead(id: id)), recipe.isVisible(to: viewerID) else {
            throw RecipeError.notFound
        }
        let ingredients = try db.fetch(ingredientsRead(recipeID: id))
        let steps = try db.fetch(stepsRead(recipeID: id))
        let tags = try db.fetch(tagsRead(recipeID: id))
        let author = try recipe.authorId.flatMap {
            try String.fetchOne(db.cachedStatement(sql: "SELECT username FROM user WHERE id = ?"), arguments: [$0])
        }
        return RecipeDetail(recipe: recipe, ingredients: ingredients, steps: steps, tags: tags, authorName: author)
    }

    /// The reads of `recipeDetail` (but the author's name), sent together.
    static func prefetchDetail(_ db: SQLConnection, id: Int64) {
        guard db.sendsAhead else { return }
        db.prefetch(recipeRead(id: id), ingredientsRead(recipeID: id), stepsRead(recipeID: id), tagsRead(recipeID: id))
    }

    static func recipeRead(id: Int64) -> SQLRead<Recipe?> {
        .one(Recipe.self, sql: "SELECT * FROM recipe WHERE id = ?", arguments: [id])
    }

    static func ingredientsRead(recipeID: Int64) -> SQLRead<[RecipeIngredient]> {
        .all(RecipeIngredient.self, sql: ingredientsSQL, arguments: [recipeID])
    }

    private static let ingredientsSQL = "SELECT \(RecipeIngredient.selection) FROM recipe_ingredient WHERE recipeId = ? ORDER BY position"

    static func stepsRead(recipeID: Int64) -> SQLRead<[String]> {
        .values(String.self, sql: "SELECT text FROM recipe_step WHERE recipeId = ? ORDER BY position", arguments: [recipeID])
    }

    static func tagsRead(recipeID: Int64) -> SQLRead<[String]> {
        .values(String.self, sql: "SELECT tag FROM recipe_tag WHERE recipeId = ? ORDER BY tag", arguments: [recipeID])
    }

    package func recipeCount() async throws -> Int {
        try await store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe") ?? 0 }
    }
}
