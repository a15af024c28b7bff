import GRDB

extension Migrations {
    /// Dish photos people upload to a recipe. Files live in the uploads folder under random
    /// names; the row keeps their names and sizes. The recipe card shows the newest photo's
    /// thumbnail through `recipe.imagePath`.
    static func createPhotos(_ db: Database) throws {
        try db.create(table: "photo") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("recipeId", .integer).notNull().references("recipe", onDelete: .cascade)
            t.column("caption", .text).notNull().defaults(to: "")
            t.column("displayFile", .text).notNull()
            t.column("thumbFile", .text).notNull()
            t.column("width", .integer).notNull()
            t.column("height", .integer).notNull()
            t.column("thumbWidth", .integer).notNull()
            t.column("thumbHeight", .integer).notNull()
            t.column("bytes", .integer).notNull()
            t.column("createdAt", .datetime).notNull()
        }
        // A recipe's gallery, newest first; and counting/listing one user's photos.
        try db.create(index: "photo_recipe_newest", on: "photo", columns: ["recipeId", "createdAt", "id"])
        try db.create(index: "photo_user", on: "photo", columns: ["userId", "createdAt"])
    }

    /// Serving a file asks which photo (and so which recipe) it belongs to, whose visibility
    /// decides who may have it.
    static func createPhotoFileIndexes(_ db: Database) throws {
        try db.create(index: "photo_display_file", on: "photo", columns: ["displayFile"])
        try db.create(index: "photo_thumb_file", on: "photo", columns: ["thumbFile"])
    }
}
