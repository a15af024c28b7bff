import GRDB

extension Migrations {
    /// Cards show how many ingredients a recipe has: a stored count, so a page of cards reads one
    /// column instead of counting lines per card. Headings ("For the sauce") are not ingredients.
    /// Triggers keep it right wherever lines are written (editor, import, seeds, deletions).
    static func createDetails(_ db: Database) throws {
        try db.alter(table: "recipe") { t in
            t.add(column: "ingredientCount", .integer).notNull().defaults(to: 0)
        }
        try db.execute(sql: """
            UPDATE recipe SET ingredientCount =
                (SELECT count(*) FROM recipe_ingredient i WHERE i.recipeId = recipe.id AND i.isHeading = 0);
            CREATE TRIGGER recipe_ingredient_added AFTER INSERT ON recipe_ingredient WHEN NEW.isHeading = 0 BEGIN
                UPDATE recipe SET ingredientCount = ingredientCount + 1 WHERE id = NEW.recipeId;
            END;
            CREATE TRIGGER recipe_ingredient_removed AFTER DELETE ON recipe_ingredient WHEN OLD.isHeading = 0 BEGIN
                UPDATE recipe SET ingredientCount = max(ingredientCount - 1, 0) WHERE id = OLD.recipeId;
            END;
            CREATE TRIGGER recipe_ingredient_heading_changed AFTER UPDATE OF isHeading ON recipe_ingredient
                WHEN NEW.isHeading != OLD.isHeading BEGIN
                UPDATE recipe SET ingredientCount = max(ingredientCount + (CASE WHEN NEW.isHeading = 0 THEN 1 ELSE -1 END), 0)
                WHERE id = NEW.recipeId;
            END;
            """)
    }
}
