import GRDB

extension Migrations {
    /// Favourites, named lists, ratings and comments. Favourite and rating totals are also kept
    /// on `recipe` (favouriteCount, ratingAverage, ratingCount) so list orders walk an index.
    static func createSocial(_ db: Database) throws {
        try db.create(table: "favourite") { t in
            // The id orders a user's favourites newest first, even when two share a second.
            t.autoIncrementedPrimaryKey("id")
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("createdAt", .datetime).notNull()
            t.uniqueKey(["userId", "recipeId"])
        }
        try db.create(index: "favourite_on_recipeId", on: "favourite", columns: ["recipeId"])
        // Entries of a one-column index are ordered (userId, rowid): a user's newest first, no sort.
        try db.create(index: "favourite_newest", on: "favourite", columns: ["userId"])

        try db.create(table: "recipe_list") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("isPublic", .boolean).notNull().defaults(to: false)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.create(index: "recipe_list_on_userId", on: "recipe_list", columns: ["userId", "id"])
        try db.create(table: "recipe_list_item") { t in
            t.column("listId", .integer).notNull().references("recipe_list", onDelete: .cascade)
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("addedAt", .datetime).notNull()
            t.primaryKey(["listId", "recipeId"])
        }
        try db.create(index: "recipe_list_item_order", on: "recipe_list_item", columns: ["listId", "position"])
        try db.create(index: "recipe_list_item_on_recipeId", on: "recipe_list_item", columns: ["recipeId"])

        try db.create(table: "rating") { t in
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("stars", .integer).notNull().check { $0 >= 1 && $0 <= 5 }
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["userId", "recipeId"])
        }
        try db.create(index: "rating_on_recipeId", on: "rating", columns: ["recipeId"])

        try db.create(table: "comment") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("body", .text).notNull()
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "comment_newest", on: "comment", columns: ["recipeId", "id"])
        try db.create(index: "comment_on_userId", on: "comment", columns: ["userId"])

        try db.alter(table: "recipe") { t in
            t.add(column: "ratingAverage", .double)
            t.add(column: "ratingCount", .integer).notNull().defaults(to: 0)
        }
        // Best rated first; unrated recipes (NULL) sort last in DESC order without a CASE.
        try db.execute(sql: "CREATE INDEX recipe_rating ON recipe(ratingAverage DESC, ratingCount DESC, id)")

        // The stored totals follow the rows in the same transaction, whatever removes them: an
        // unfavourite, or a deleted account's favourites and ratings going with it (cascade).
        try db.execute(sql: """
            CREATE TRIGGER favourite_added AFTER INSERT ON favourite BEGIN
                UPDATE recipe SET favouriteCount = favouriteCount + 1 WHERE id = NEW.recipeId;
            END;
            CREATE TRIGGER favourite_removed AFTER DELETE ON favourite BEGIN
                UPDATE recipe SET favouriteCount = max(favouriteCount - 1, 0) WHERE id = OLD.recipeId;
            END;
            CREATE TRIGGER rating_added AFTER INSERT ON rating BEGIN
                UPDATE recipe SET ratingAverage = (SELECT avg(stars) FROM rating WHERE recipeId = NEW.recipeId),
                                  ratingCount = (SELECT count(*) FROM rating WHERE recipeId = NEW.recipeId)
                WHERE id = NEW.recipeId;
            END;
            CREATE TRIGGER rating_changed AFTER UPDATE OF stars ON rating BEGIN
                UPDATE recipe SET ratingAverage = (SELECT avg(stars) FROM rating WHERE recipeId = NEW.recipeId)
                WHERE id = NEW.recipeId;
            END;
            CREATE TRIGGER rating_removed AFTER DELETE ON rating BEGIN
                UPDATE recipe SET ratingAverage = (SELECT avg(stars) FROM rating WHERE recipeId = OLD.recipeId),
                                  ratingCount = (SELECT count(*) FROM rating WHERE recipeId = OLD.recipeId)
                WHERE id = OLD.recipeId;
            END;
            """)
    }
}
