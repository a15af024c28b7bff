import Foundation

/// The held cover photos' rows (`HeldPhoto`). Files are PhotoStore's business; every lookup asks
/// for the owner and an unexpired row, so a token alone never reaches anyone else's photo.
extension AppDatabase {
    /// Inserts the row and drops the person's expired held photos and those past
    /// `RecipeLimits.heldCoverPhotos`, oldest first; returns the dropped rows, whose files go too.
    func insertHeldPhoto(_ held: HeldPhoto, now: Date) async throws -> [HeldPhoto] {
        try await store.write { db in
            try held.insert(db)
            let others = try HeldPhoto.fetchAll(db, sql: """
                SELECT * FROM held_photo WHERE userId = ? AND tokenHash <> ? ORDER BY createdAt DESC, tokenHash
                """, arguments: [held.userId, held.tokenHash])
            let kept = others.filter { $0.expiresAt > now }.prefix(RecipeLimits.heldCoverPhotos - 1)
            let dropped = others.filter { other in !kept.contains(other) }
            for row in dropped { try row.delete(db) }
            return dropped
        }
    }

    /// The person's held photo with this token's hash, if it has not expired.
    func heldPhoto(tokenHash: String, userID: Int64, now: Date) async throws -> HeldPhoto? {
        try await store.read { db in try Self.heldPhoto(db, tokenHash: tokenHash, userID: userID, now: now) }
    }

    static func heldPhoto(_ db: SQLConnection, tokenHash: String, userID: Int64, now: Date) throws -> HeldPhoto? {
        try HeldPhoto.fetchOne(db, sql: "SELECT * FROM held_photo WHERE tokenHash = ? AND userId = ? AND expiresAt > ?",
                               arguments: [tokenHash, userID, now])
    }

    /// Deletes the person's held photo with this token's hash (expired or not); returns it so its
    /// files can be removed, or nil when they have none such.
    func deleteHeldPhoto(tokenHash: String, userID: Int64) async throws -> HeldPhoto? {
        try await store.write { db in
            guard let held = try HeldPhoto.fetchOne(db, sql: "SELECT * FROM held_photo WHERE tokenHash = ? AND userId = ?",
                                                    arguments: [tokenHash, userID]) else { return nil }
            try held.delete(db)
            return held
        }
    }

    /// Turns the person's unexpired held photo into a photo of the recipe, files and all, in one
    /// transaction: nil when they hold no such photo. Throws as `insertPhoto` does (the held
    /// photo then stays as it was).
    func attachHeldPhoto(tokenHash: String, userID: Int64, recipeID: Int64, quota: Int, now: Date) async throws -> Photo? {
        try await store.write { db in
            guard let held = try Self.heldPhoto(db, tokenHash: tokenHash, userID: userID, now: now) else { return nil }
            var photo = Photo(
                id: nil, userId: userID, recipeId: recipeID, caption: "", displayFile: held.displayFile, thumbFile: held.thumbFile,
                width: held.width, height: held.height, thumbWidth: held.thumbWidth, thumbHeight: held.thumbHeight,
                bytes: held.bytes, createdAt: now)
            try Self.insertPhoto(&photo, quota: quota, db: db)
            try held.delete(db)
            return photo
        }
    }

    /// Every held photo of the person (whose files go with their account).
    func heldPhotos(userID: Int64) async throws -> [HeldPhoto] {
        try await store.read { db in try HeldPhoto.fetchAll(db, sql: "SELECT * FROM held_photo WHERE userId = ?", arguments: [userID]) }
    }

    /// Deletes the held photos whose day has passed and returns them, for their files.
    func purgeExpiredHeldPhotos(now: Date) async throws -> [HeldPhoto] {
        try await store.write { db in
            let expired = try HeldPhoto.fetchAll(db, sql: "SELECT * FROM held_photo WHERE expiresAt <= ?", arguments: [now])
            try db.execute(sql: "DELETE FROM held_photo WHERE expiresAt <= ?", arguments: [now])
            return expired
        }
    }
}
