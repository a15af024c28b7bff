import GRDB

extension Migrations {
    /// The meal plan: what is planned for each day and slot, the private calendar link, and which
    /// planned days a grocery item is for. Rows are keyed by `planOwnerId` (today the user; a
    /// household id when pantry, groceries and plan become shared).
    static func createMealPlan(_ db: Database) throws {
        try db.create(table: "plan_entry") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("planOwnerId", .integer).notNull().references("user", onDelete: .cascade)
            /// "YYYY-MM-DD", a day in UTC like every date the site prints.
            t.column("day", .text).notNull()
            /// "breakfast", "lunch", "dinner" or "snack".
            t.column("slot", .text).notNull()
            /// Nil for a free-text entry ("leftovers"); a deleted recipe leaves its title as one.
            t.column("recipeId", .integer).references("recipe", onDelete: .setNull)
            t.column("title", .text).notNull()
            t.column("servings", .integer).notNull()
            t.column("note", .text)
            /// Set when "I cooked this" ticks the entry.
            t.column("cookedAt", .datetime)
            t.column("createdBy", .integer).references("user", onDelete: .setNull)
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "plan_entry_owner_day", on: "plan_entry", columns: ["planOwnerId", "day"])
        try db.create(index: "plan_entry_recipe", on: "plan_entry", columns: ["recipeId"])
        try db.create(table: "plan_feed") { t in
            t.primaryKey("planOwnerId", .integer).references("user", onDelete: .cascade)
            /// SHA-256 of the token in the calendar link; the link itself is shown once.
            t.column("tokenHash", .text).notNull().unique()
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "grocery_item_day") { t in
            t.column("groceryItemId", .integer).notNull().references("grocery_item", onDelete: .cascade)
            t.column("day", .text).notNull()
            t.primaryKey(["groceryItemId", "day"])
        }
    }
}
