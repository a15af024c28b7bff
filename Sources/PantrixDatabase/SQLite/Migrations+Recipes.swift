import GRDB

extension Migrations {
    /// Recipes with their lines, steps and tags; nutrition and cost per serving are stored
    /// when a recipe is saved, so lists, filters and sorts never recompute them.
    static func createRecipes(_ db: Database) throws {
        try db.create(table: "recipe") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("slug", .text).notNull().unique()
            t.column("title", .text).notNull()
            t.column("description", .text).notNull().defaults(to: "")
            t.column("category", .text).notNull()
            t.column("cuisine", .text)
            t.column("servings", .integer).notNull()
            t.column("prepMinutes", .integer)
            t.column("cookMinutes", .integer)
            t.column("totalMinutes", .integer)
            t.column("authorId", .integer).references("user", onDelete: .cascade)
            t.column("visibility", .text).notNull().defaults(to: "public")
            t.column("origin", .text).notNull()
            t.column("sourceURL", .text)
            t.column("kcal", .double)
            t.column("costPerServing", .double)
            t.column("costTotal", .double)
            t.column("nutrition", .text).notNull()
            t.column("unmatchedLines", .integer).notNull().defaults(to: 0)
            t.column("unpricedLines", .integer).notNull().defaults(to: 0)
            t.column("vegetarian", .boolean).notNull().defaults(to: false)
            t.column("vegan", .boolean).notNull().defaults(to: false)
            t.column("glutenFree", .boolean).notNull().defaults(to: false)
            t.column("dairyFree", .boolean).notNull().defaults(to: false)
            t.column("nutFree", .boolean).notNull().defaults(to: false)
            t.column("favouriteCount", .integer).notNull().defaults(to: 0)
            t.column("editorialRank", .integer).notNull().defaults(to: 1_000_000)
            t.column("imagePath", .text)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        // Each list order has an index in that exact order (DESC where the list is), so a page of
        // 24 reads 24-odd index entries instead of sorting the table.
        try db.execute(sql: """
            CREATE INDEX recipe_popular ON recipe(favouriteCount DESC, editorialRank, id);
            CREATE INDEX recipe_recent ON recipe(createdAt DESC, id DESC);
            CREATE INDEX recipe_quickest ON recipe(totalMinutes IS NULL, totalMinutes, id);
            CREATE INDEX recipe_lightest ON recipe(kcal IS NULL, kcal, id);
            CREATE INDEX recipe_cheapest ON recipe(costPerServing IS NULL, costPerServing, id);
            CREATE INDEX recipe_category ON recipe(category, favouriteCount DESC, editorialRank, id);
            """)

        try db.create(index: "recipe_author", on: "recipe", columns: ["authorId"])
        try db.create(index: "recipe_cuisine", on: "recipe", columns: ["cuisine"])

        try db.create(table: "recipe_ingredient") { t in
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("text", .text).notNull()
            t.column("quantity", .double)
            t.column("quantityMax", .double)
            t.column("unit", .text)
            t.column("size", .text)
            t.column("name", .text).notNull()
            t.column("preparation", .text)
            t.column("comment", .text)
            t.column("isHeading", .boolean).notNull().defaults(to: false)
            t.column("foodId", .text)
            t.column("ingredientKey", .text)
            t.column("grams", .double)
            t.column("kcal", .double)
            t.column("price", .double)
            t.primaryKey(["recipeId", "position"])
        }
        try db.create(index: "recipe_ingredient_key", on: "recipe_ingredient", columns: ["ingredientKey", "recipeId"])

        try db.create(table: "recipe_step") { t in
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("text", .text).notNull()
            t.primaryKey(["recipeId", "position"])
        }

        try db.create(table: "recipe_tag") { t in
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("tag", .text).notNull()
            t.primaryKey(["recipeId", "tag"])
        }
        try db.create(index: "recipe_tag_tag", on: "recipe_tag", columns: ["tag", "recipeId"])

        // Porter stemming folds plurals (tomatoes → tomato); remove_diacritics folds crème → creme.
        // rowid is the recipe id. Kept in step by AppDatabase+Recipes, not by triggers, because the
        // indexed text (ingredient names, tags) comes from several tables.
        try db.execute(sql: """
            CREATE VIRTUAL TABLE recipe_fts USING fts5(
                title, description, ingredients, tags,
                tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
            )
            """)
        try db.execute(sql: "INSERT INTO recipe_fts(recipe_fts, rank) VALUES('rank', 'bm25(10.0, 2.0, 4.0, 3.0)')")
        // Ingredient identities as single tokens, for "related recipes" (shared ingredients).
        try db.execute(sql: """
            CREATE VIRTUAL TABLE recipe_keys_fts USING fts5(keys, tokenize = "unicode61 tokenchars '_:'")
            """)

        try db.create(table: "app_meta") { t in
            t.primaryKey("key", .text)
            t.column("value", .text).notNull()
        }
    }

    /// Diet filters without a query walk these in popularity order, however rare the diet.
    static func createDietIndexes(_ db: Database) throws {
        for column in ["vegetarian", "vegan", "glutenFree", "dairyFree", "nutFree"] {
            try db.execute(sql: "CREATE INDEX recipe_popular_\(column) ON recipe(favouriteCount DESC, editorialRank, id) WHERE \(column) = 1")
        }
    }
}
