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
}
