import GRDB

extension Migrations {
    /// Who follows whom.
    static func createFollows(_ db: Database) throws {
        try db.create(table: "follow") { t in
            t.column("followerId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("followeeId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("createdAt", .datetime).notNull()
            t.primaryKey(["followerId", "followeeId"])
        }
        try db.create(index: "follow_followee", on: "follow", columns: ["followeeId", "followerId"])
        // The following feed reads each followed author's newest recipes.
        try db.create(index: "recipe_author_created", on: "recipe", columns: ["authorId", "createdAt"])
    }

    /// Taste preferences (one row per user, newline-separated lists) and the suggestions each
    /// user was shown lately, so "For you" does not repeat itself.
    static func createTaste(_ db: Database) throws {
        try db.create(table: "taste") { t in
            t.primaryKey("userId", .integer).references("user", onDelete: .cascade)
            t.column("categories", .text).notNull()
            t.column("cuisines", .text).notNull()
            t.column("diets", .text).notNull()
            t.column("excluded", .text).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.create(table: "suggestion_seen", options: .withoutRowID) { t in
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("shownAt", .datetime).notNull()
            t.primaryKey(["userId", "recipeId"])
        }
        try db.create(index: "suggestion_seen_recent", on: "suggestion_seen", columns: ["userId", "shownAt"])
    }
}
