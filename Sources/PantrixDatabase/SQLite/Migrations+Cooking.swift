import GRDB

extension Migrations {
    /// The cooking log, running point totals per period for the leaderboard, and the privacy
    /// choice for the cooking history.
    static func createCooking(_ db: Database) throws {
        try db.create(table: "cooking_log") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("recipeId", .integer).references("recipe", onDelete: .setNull)
            t.column("recipeTitle", .text).notNull()
            t.column("servings", .integer).notNull()
            t.column("cookedAt", .datetime).notNull()
            /// "YYYY-MM-DD" (UTC): the day the caps apply to.
            t.column("day", .text).notNull()
            t.column("weekKey", .text).notNull()
            t.column("monthKey", .text).notNull()
            /// JSON: [{name, freshness}] of the pantry items the dish used.
            t.column("itemsUsed", .text).notNull()
            t.column("basePoints", .integer).notNull()
            t.column("pantryPoints", .integer).notNull()
            t.column("useByPoints", .integer).notNull()
            t.column("photoPoints", .integer).notNull().defaults(to: 0)
            t.column("points", .integer).notNull()
            /// Nil when the entry earned points; otherwise why not.
            t.column("withheld", .text)
            t.column("photoId", .integer)
        }
        try db.create(index: "cooking_log_user_day", on: "cooking_log", columns: ["userId", "day"])
        try db.create(index: "cooking_log_user_cooked", on: "cooking_log", columns: ["userId", "cookedAt"])
        try db.create(index: "cooking_log_photo", on: "cooking_log", columns: ["photoId"])

        // One row per user and period ("all", "w2026-47", "m2026-11"), kept in step with the log.
        try db.create(table: "points_total", options: .withoutRowID) { t in
            t.column("period", .text).notNull()
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("points", .integer).notNull()
            t.column("cooked", .integer).notNull()
            t.primaryKey(["period", "userId"])
        }
        try db.execute(sql: "CREATE INDEX points_total_rank ON points_total(period, points DESC, cooked DESC, userId)")
        try db.create(index: "points_total_user", on: "points_total", columns: ["userId"])
        // How many users have exactly N points in a period: a rank is the sum of the buckets
        // above plus the ties ahead, without counting through every user.
        try db.create(table: "points_histogram", options: .withoutRowID) { t in
            t.column("period", .text).notNull()
            t.column("points", .integer).notNull()
            t.column("users", .integer).notNull()
            t.primaryKey(["period", "points"])
        }

        try db.alter(table: "user") { t in
            t.add(column: "historyPublic", .boolean).notNull().defaults(to: false)
        }
    }
}
