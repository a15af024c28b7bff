import DishPhotos
import Foundation

/// Dish photos: files in the uploads folder plus their rows. The recipe page gallery and the
/// recipe form's cover photo use it; the form's photo waits here while the form comes back
/// (`PhotoStore+Held`).
package struct PhotoStore: Sendable {
    package let database: AppDatabase
    package let uploads: UploadsDirectory
    /// Most photos one user may keep.
    package let quota: Int
    let now: @Sendable () -> Date

    package init(database: AppDatabase, uploads: UploadsDirectory, quota: Int, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.uploads = uploads
        self.quota = quota
        self.now = now
    }

    /// Writes both files, then the row. If the row can't be written (recipe hidden, quota
    /// reached, database error) the files are removed again.
    /// Throws `PhotoError.notFound` or `.quotaReached`.
    @discardableResult
    package func addPhoto(userID: Int64, recipeID: Int64, caption: String, processed: ProcessedPhoto) async throws -> Photo {
        let saved = try await withFiles(processed) { display, thumb in
            try await database.insertPhoto(Photo(
                id: nil, userId: userID, recipeId: recipeID, caption: caption,
                displayFile: display, thumbFile: thumb,
                width: processed.width, height: processed.height,
                thumbWidth: processed.thumbWidth, thumbHeight: processed.thumbHeight,
                bytes: processed.display.count + processed.thumbnail.count, createdAt: now()), quota: quota)
        }
        try await awardBonus(saved)
        return saved
    }

    /// Writes the display image and the thumbnail, then `record`, the row that names them; when
    /// a file or the row can't be written, no file stays.
    func withFiles<Recorded>(
        _ processed: ProcessedPhoto, record: (_ display: String, _ thumb: String) async throws -> Recorded
    ) async throws -> Recorded {
        let display = try uploads.write(processed.display)
        var thumb: String?
        do {
            let written = try uploads.write(processed.thumbnail)
            thumb = written
            return try await record(display, written)
        } catch {
            uploads.remove(display)
            if let thumb { uploads.remove(thumb) }
            throw error
        }
    }

    /// A photo of a dish the user logged as cooked earns its bonus (see PointsRules).
    func awardBonus(_ photo: Photo) async throws {
        guard let id = photo.id else { return }
        try await database.awardPhotoBonus(photoID: id, userID: photo.userId, recipeID: photo.recipeId, now: now())
    }

    /// Removes the files of photos whose rows are going (a deleted recipe or account).
    package func removeFiles(recipeID: Int64) async throws {
        for photo in try await database.allPhotos(ofRecipe: recipeID) { remove(photo) }
    }

    package func removeFiles(userID: Int64) async throws {
        for photo in try await database.photos(byUser: userID) { remove(photo) }
        for held in try await database.heldPhotos(userID: userID) { remove(held) }
    }

    func remove(_ photo: Photo) {
        uploads.remove(photo.displayFile)
        uploads.remove(photo.thumbFile)
    }

    /// Deletes the photo and its files if `userID` uploaded it; `PhotoError.notFound` otherwise,
    /// whether it exists or not.
    @discardableResult
    package func deletePhoto(id: Int64, by userID: Int64) async throws -> Photo {
        let photo = try await database.deletePhotoRow(id: id, userID: userID)
        remove(photo)
        return photo
    }

    package func photos(forRecipe recipeID: Int64, viewerID: Int64? = nil, limit: Int = 24, offset: Int = 0) async throws -> [GalleryPhoto] {
        try await database.photos(forRecipe: recipeID, viewerID: viewerID, limit: limit, offset: offset)
    }

    package func photos(byUser userID: Int64) async throws -> [Photo] {
        try await database.photos(byUser: userID)
    }

    package func photoCount(byUser userID: Int64) async throws -> Int {
        try await database.photoCount(byUser: userID)
    }

    /// Whether the user has room for one more photo (checked again when the row is written).
    package func hasRoom(userID: Int64) async throws -> Bool {
        try await photoCount(byUser: userID) < quota
    }
}
