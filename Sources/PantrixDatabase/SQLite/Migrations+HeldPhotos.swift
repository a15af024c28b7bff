import GRDB

extension Migrations {
    /// Cover photos held for recipe forms that came back (`HeldPhoto`): one person's, for a day.
    static func createHeldPhotos(_ db: Database) throws {
        try db.create(table: "held_photo") { t in
            t.primaryKey("tokenHash", .text)
            t.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            t.column("displayFile", .text).notNull()
            t.column("thumbFile", .text).notNull()
            t.column("width", .integer).notNull()
            t.column("height", .integer).notNull()
            t.column("thumbWidth", .integer).notNull()
            t.column("thumbHeight", .integer).notNull()
            t.column("bytes", .integer).notNull()
            t.column("createdAt", .datetime).notNull()
            t.column("expiresAt", .datetime).notNull()
        }
        // One person's held photos (the limit, serving the thumbnail); the hourly purge.
        try db.create(index: "held_photo_user", on: "held_photo", columns: ["userId", "createdAt"])
        try db.create(index: "held_photo_expires", on: "held_photo", columns: ["expiresAt"])
    }
}
