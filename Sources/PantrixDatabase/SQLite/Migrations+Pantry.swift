import GRDB

extension Migrations {
    /// Each user's pantry, staples and grocery list. Items carry the same ingredient key that
    /// recipe lines resolve to, which is what "you have it" means.
    static func createPantry(_ db: Database) throws {
        try db.create(table: "pantry_item") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("text", .text).notNull()
            t.column("name", .text).notNull()
            t.column("ingredientKey", .text).notNull()
            t.column("foodId", .text)
            t.column("quantity", .double)
            t.column("unit", .text)
            t.column("grams", .double)
            t.column("useBy", .text)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.uniqueKey(["userId", "ingredientKey"])
        }
        try db.create(table: "staple") { t in
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("ingredientKey", .text).notNull()
            t.column("name", .text).notNull()
            t.primaryKey(["userId", "ingredientKey"])
        }
        // A row here means the user's staples were set up (defaults given once, then theirs to edit).
        try db.create(table: "staple_setup") { t in
            t.primaryKey("userId", .integer).references("user", onDelete: .cascade)
        }
        try db.create(table: "grocery_item") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("ingredientKey", .text).notNull()
            t.column("name", .text).notNull()
            t.column("foodId", .text)
            t.column("amount", .double)
            t.column("dimension", .text)
            t.column("grams", .double)
            t.column("storeSection", .text).notNull()
            t.column("price", .double)
            t.column("checked", .boolean).notNull().defaults(to: false)
            t.column("createdAt", .datetime).notNull()
            t.uniqueKey(["userId", "ingredientKey"])
        }
        try db.create(table: "grocery_item_recipe") { t in
            t.column("groceryItemId", .integer).notNull().references("grocery_item", onDelete: .cascade)
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.primaryKey(["groceryItemId", "recipeId"])
        }
    }
}
