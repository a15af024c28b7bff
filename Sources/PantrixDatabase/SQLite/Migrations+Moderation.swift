import GRDB

extension Migrations {
    /// Reports and moderation: people report an item (one report per person per item), admins
    /// dismiss, hide or delete it; a hidden item keeps its row with when and why; an admin can
    /// void a cooking entry's points.
    static func createModeration(_ db: Database) throws {
        try db.create(table: "report") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("reporterId", .integer).notNull().references("user", onDelete: .cascade)
            /// "recipe", "photo", "comment", "list" or "profile" (a user id).
            t.column("itemKind", .text).notNull()
            t.column("itemId", .integer).notNull()
            /// "spam", "offensive", "copyright", "unsafe-food" or "other".
            t.column("reason", .text).notNull()
            t.column("note", .text).notNull().defaults(to: "")
            t.column("createdAt", .datetime).notNull()
            /// Set when an admin dealt with the item; `resolution` says how.
            t.column("resolvedAt", .datetime)
            t.column("resolvedBy", .integer).references("user", onDelete: .setNull)
            /// "dismissed", "hidden" or "deleted".
            t.column("resolution", .text)
            t.uniqueKey(["reporterId", "itemKind", "itemId"])
        }
        // The queue groups the open reports by item (only those are in its index); one item's
        // reports, open or not, are found by the second; the resolved list walks the third.
        try db.execute(sql: "CREATE INDEX report_open ON report(itemKind, itemId) WHERE resolvedAt IS NULL")
        try db.create(index: "report_item", on: "report", columns: ["itemKind", "itemId"])
        try db.execute(sql: "CREATE INDEX report_resolved ON report(resolvedAt) WHERE resolvedAt IS NOT NULL")

        // A hidden recipe's visibility is "hidden": every query that shows public recipes, or
        // private ones to their author, already treats it as private, so it is gone for everyone
        // else at once. The check keeps the two columns from disagreeing.
        try db.alter(table: "recipe") { t in
            t.add(column: "hiddenAt", .datetime).check(sql: "(hiddenAt IS NULL) = (visibility <> 'hidden')")
            t.add(column: "hiddenReason", .text)
        }
        for table in ["photo", "comment", "recipe_list", "user"] {
            try db.alter(table: table) { t in
                t.add(column: "hiddenAt", .datetime)
                t.add(column: "hiddenReason", .text)
            }
        }

        // A voided entry is withheld ("voided") with its points at 0; the reason is shown to its cook.
        try db.alter(table: "cooking_log") { t in
            t.add(column: "voidedAt", .datetime)
            t.add(column: "voidReason", .text)
        }
        // Voiding a removed recipe's entries, and the recipe foreign key's ON DELETE, find them here.
        try db.create(index: "cooking_log_recipe", on: "cooking_log", columns: ["recipeId"])
    }
}
