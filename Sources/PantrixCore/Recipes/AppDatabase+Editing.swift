import FoodKit
import Foundation

/// A person's own recipe as its editor shows it again: the text they wrote, plus the foods
/// they picked for lines, so saving unchanged lines keeps those choices.
package struct EditableRecipe: Sendable {
    package let id: Int64
    package let draft: RecipeDraft
    package let visibility: RecipeVisibility
    /// Original line text → food id stored for it.
    package let foodsByLine: [String: String]

    /// The stored foods of `lines` that are unchanged, by line index, so saving keeps them.
    package func keptChoices(for lines: [String]) -> [Int: String] {
        var choices: [Int: String] = [:]
        for (index, line) in lines.enumerated() { choices[index] = foodsByLine[line] }
        return choices
    }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, draft: RecipeDraft, visibility: RecipeVisibility, foodsByLine: [String: String]) {
        self.id = id
        self.draft = draft
        self.visibility = visibility
        self.foodsByLine = foodsByLine
    }
}

extension AppDatabase {
    /// The author's recipe for the editor; anyone else gets `notFound`, whether it exists or not.
    package func editableRecipe(id: Int64, authorID: Int64) async throws -> EditableRecipe {
        let detail = try await recipeDetail(id: id, viewerID: authorID)
        let recipe = detail.recipe
        guard recipe.authorId == authorID else { throw RecipeError.notFound }
        let derived = Set(DietTag.allCases.map(\.rawValue))
        let draft = RecipeDraft(
            slug: recipe.slug, title: recipe.title, description: recipe.description, category: recipe.category,
            cuisine: recipe.cuisine, servings: recipe.servings, prepMinutes: recipe.prepMinutes, cookMinutes: recipe.cookMinutes,
            totalMinutes: recipe.totalMinutes, tags: detail.tags.filter { !derived.contains($0) },
            ingredients: detail.ingredients.map(\.text), steps: detail.steps, sourceURL: recipe.sourceURL)
        var foods: [String: String] = [:]
        for line in detail.ingredients { if let food = line.foodId { foods[line.text] = food } }
        // A hidden recipe is seen by its author alone, as a private one is; saving keeps it hidden.
        let visibility = recipe.isHidden ? .private : RecipeVisibility(rawValue: recipe.visibility) ?? .public
        return EditableRecipe(id: id, draft: draft, visibility: visibility, foodsByLine: foods)
    }

    /// Replaces the content of the author's recipe (lines, steps, tags, search entries, stored
    /// nutrition and cost) and keeps what others gave it: favourites, ratings, photos, its id.
    /// A recipe a moderator hid stays hidden whatever visibility is sent.
    package func updateRecipe(
        id: Int64, authorID: Int64, with prepared: PreparedRecipe, visibility: RecipeVisibility, now: Date = Date()
    ) async throws {
        try await store.write { db in
            guard let old = try Recipe.fetchOne(db, key: id), old.authorId == authorID else { throw RecipeError.notFound }
            var fresh = RecipeRowBuilder.recipe(prepared, origin: .user, authorID: authorID, visibility: visibility, now: now)
            fresh.slug = old.title == fresh.title ? old.slug : try Self.uniqueSlug(fresh.slug, db: db, except: id)
            try db.execute(sql: """
                UPDATE recipe SET slug = ?, title = ?, description = ?, category = ?, cuisine = ?, servings = ?,
                  prepMinutes = ?, cookMinutes = ?, totalMinutes = ?,
                  visibility = CASE WHEN hiddenAt IS NULL THEN ? ELSE visibility END, kcal = ?, costPerServing = ?,
                  costTotal = ?, nutrition = ?, unmatchedLines = ?, unpricedLines = ?, vegetarian = ?, vegan = ?,
                  glutenFree = ?, dairyFree = ?, nutFree = ?, updatedAt = ?
                WHERE id = ?
                """,
                arguments: [
                    fresh.slug, fresh.title, fresh.description, fresh.category, fresh.cuisine, fresh.servings,
                    fresh.prepMinutes, fresh.cookMinutes, fresh.totalMinutes, fresh.visibility, fresh.kcal, fresh.costPerServing,
                    fresh.costTotal, fresh.nutrition, fresh.unmatchedLines, fresh.unpricedLines, fresh.vegetarian, fresh.vegan,
                    fresh.glutenFree, fresh.dairyFree, fresh.nutFree, now, id,
                ])
            try Self.deleteChildren(recipeID: id, db: db)
            try Self.writeChildren(prepared, recipeID: id, db: db)
            try Self.remember(prepared.newAliases, by: authorID, now: now, db: db)
            db.announce(Self.recipeChangedEvent(id))
        }
        try await refreshCookNow(recipeID: id)
    }

    /// Deletes the author's recipe and everything hanging off it; anyone else gets `notFound`.
    package func deleteRecipe(id: Int64, authorID: Int64) async throws {
        try await store.write { db in
            guard let old = try Recipe.fetchOne(db, key: id), old.authorId == authorID else { throw RecipeError.notFound }
            try Self.deleteRecipeRows(id: id, db: db)
        }
        try await refreshCookNow(recipeID: id)
    }

    /// The recipe's row and what hangs off it (photo rows, favourites and the rest go by cascade);
    /// its photos' files and the cook-now entry are the caller's to remove after the commit.
    static func deleteRecipeRows(id: Int64, db: SQLConnection) throws {
        try deleteChildren(recipeID: id, db: db)
        try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id])
        db.announce(recipeChangedEvent(id))
    }

    /// A user's recipes the viewer may see, newest first.
    package func recipes(byAuthor authorID: Int64, viewerID: Int64?, limit: Int = 60) async throws -> [RecipeCard] {
        try await store.read { db in
            try RecipeCard.fetchAll(db, sql: """
                SELECT \(RecipeCard.columns("r")) FROM recipe r WHERE r.authorId = ? AND \(RecipeAccess.visibleSQL("r"))
                ORDER BY r.createdAt DESC, r.id DESC LIMIT ?
                """, arguments: [authorID, RecipeAccess.viewerArgument(viewerID), limit])
        }
    }

    static func deleteChildren(recipeID id: Int64, db: SQLConnection) throws {
        for table in ["recipe_ingredient", "recipe_step", "recipe_tag"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE recipeId = ?", arguments: [id])
        }
        try db.execute(sql: "DELETE FROM recipe_fts WHERE rowid = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM recipe_keys_fts WHERE rowid = ?", arguments: [id])
    }
}
