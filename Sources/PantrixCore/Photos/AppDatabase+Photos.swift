import Foundation

/// The photo rows. Files are PhotoStore's business; these methods only keep the rows and the
/// recipe's card image (`recipe.imagePath` = newest photo's thumbnail) in step, in one
/// transaction each.
extension AppDatabase {
    /// Inserts the row if the recipe is visible to the user and the user is under the quota.
    func insertPhoto(_ photo: Photo, quota: Int) async throws -> Photo {
        try await store.write { db in
            var photo = photo
            try Self.insertPhoto(&photo, quota: quota, db: db)
            return photo
        }
    }

    static func insertPhoto(_ photo: inout Photo, quota: Int, db: SQLConnection) throws {
        guard try canSee(recipeID: photo.recipeId, userID: photo.userId, db: db) else { throw PhotoError.notFound }
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM photo WHERE userId = ?", arguments: [photo.userId]) ?? 0 < quota else {
            throw PhotoError.quotaReached(limit: quota)
        }
        try photo.insert(db)
        try refreshCardImage(recipeID: photo.recipeId, db: db)
    }

    /// Deletes the row if it is the user's, with the points its photo bonus earned; returns it
    /// so its files can be removed.
    func deletePhotoRow(id: Int64, userID: Int64) async throws -> Photo {
        try await store.write { db in
            guard let photo = try Photo.fetchOne(db, sql: "SELECT * FROM photo WHERE id = ? AND userId = ?", arguments: [id, userID]) else {
                throw PhotoError.notFound
            }
            try Self.deletePhotoRow(photo, db: db)
            return photo
        }
    }

    static func deletePhotoRow(_ photo: Photo, db: SQLConnection) throws {
        try photo.delete(db)
        try refreshCardImage(recipeID: photo.recipeId, db: db)
        if let id = photo.id { try removePhotoBonus(db, photoID: id) }
    }

    /// True when the recipe exists and is public or the user's own.
    package func canSeeRecipe(id: Int64, viewerID: Int64?) async throws -> Bool {
        try await store.read { db in try Self.canSee(recipeID: id, userID: viewerID, db: db) }
    }

    /// A recipe's photos, newest first, with the uploaders' names (one query). Photos a
    /// moderator hid are shown to their uploader alone.
    package func photos(forRecipe recipeID: Int64, viewerID: Int64? = nil, limit: Int = 24, offset: Int = 0) async throws -> [GalleryPhoto] {
        try await store.read { db in try Self.photos(db, forRecipe: recipeID, viewerID: viewerID, limit: limit, offset: offset) }
    }

    static func photos(_ db: SQLConnection, forRecipe recipeID: Int64, viewerID: Int64?, limit: Int, offset: Int) throws -> [GalleryPhoto] {
        try db.fetch(galleryRead(recipeID: recipeID, viewerID: viewerID, limit: limit, offset: offset))
    }

    static func galleryRead(recipeID: Int64, viewerID: Int64?, limit: Int, offset: Int) -> SQLRead<[GalleryPhoto]> {
        .all(GalleryPhoto.self, sql: gallerySQL, arguments: [recipeID, viewerID ?? -1, limit, offset])
    }

    /// Walks the photo_recipe_newest index backwards: no sort, no scan (see PhotoStoreTests).
    static let gallerySQL = """
        SELECT photo.*, user.username FROM photo JOIN user ON user.id = photo.userId
        WHERE photo.recipeId = ? AND (photo.hiddenAt IS NULL OR photo.userId = ?)
        ORDER BY photo.createdAt DESC, photo.id DESC LIMIT ? OFFSET ?
        """

    /// Every photo of the recipe, hidden ones too: whose files go when the recipe goes.
    package func allPhotos(ofRecipe recipeID: Int64) async throws -> [Photo] {
        try await store.read { db in try Photo.fetchAll(db, sql: "SELECT * FROM photo WHERE recipeId = ?", arguments: [recipeID]) }
    }

    package func photoCount(forRecipe recipeID: Int64, viewerID: Int64? = nil) async throws -> Int {
        try await store.read { db in try Self.photoCount(db, forRecipe: recipeID, viewerID: viewerID) }
    }

    static func photoCount(_ db: SQLConnection, forRecipe recipeID: Int64, viewerID: Int64?) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: """
            SELECT count(*) FROM photo WHERE recipeId = ? AND (hiddenAt IS NULL OR userId = ?)
            """), arguments: [recipeID, viewerID ?? -1]) ?? 0
    }

    /// One user's photos, newest first.
    package func photos(byUser userID: Int64) async throws -> [Photo] {
        try await store.read { db in
            try Photo.fetchAll(db, sql: "SELECT * FROM photo WHERE userId = ? ORDER BY createdAt DESC, id DESC", arguments: [userID])
        }
    }

    /// A profile's photos, newest first, with the recipe title: only of recipes the viewer may
    /// see, and hidden photos only to their uploader.
    package func profilePhotos(userID: Int64, viewerID: Int64?, limit: Int = 24) async throws -> [(photo: Photo, recipeTitle: String)] {
        try await store.read { db in
            let rows = try SQLRow.fetchAll(db, sql: """
                SELECT p.*, r.title AS recipeTitle FROM photo p JOIN recipe r ON r.id = p.recipeId
                WHERE p.userId = ? AND \(RecipeAccess.visibleSQL("r")) AND (p.hiddenAt IS NULL OR p.userId = ?)
                ORDER BY p.createdAt DESC, p.id DESC LIMIT ?
                """, arguments: [userID, RecipeAccess.viewerArgument(viewerID), viewerID ?? -1, limit])
            return try rows.map { (try Photo(row: $0), $0["recipeTitle"] as String) }
        }
    }

    package func photoCount(byUser userID: Int64) async throws -> Int {
        try await store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM photo WHERE userId = ?", arguments: [userID]) ?? 0 }
    }

    package func photo(id: Int64) async throws -> Photo? {
        try await store.read { db in try Photo.fetchOne(db, key: id) }
    }

    static func canSee(recipeID: Int64, userID: Int64?, db: SQLConnection) throws -> Bool {
        RecipeAccess.isVisible(db, recipeID: recipeID, viewerID: userID)
    }

    /// Points the card image at the newest photo's thumbnail (never a hidden one), or back to none.
    static func refreshCardImage(recipeID: Int64, db: SQLConnection) throws {
        try db.execute(sql: """
            UPDATE recipe SET imagePath = (
                SELECT thumbFile FROM photo WHERE recipeId = ?1 AND hiddenAt IS NULL ORDER BY createdAt DESC, id DESC LIMIT 1)
            WHERE id = ?1
            """, arguments: [recipeID])
    }
}
