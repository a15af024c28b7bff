import Foundation

/// An admin's hide and delete with the files they touch: a hidden photo's files move to new
/// names (links to the old ones answer 404 to everyone), a deleted recipe's or photo's files go
/// once the rows are gone. The rows, reports, points and audit line are `AppDatabase`'s.
package struct Moderation: Sendable {
    package let photos: PhotoStore

    package init(photos: PhotoStore) {
        self.photos = photos
    }

    var database: AppDatabase { photos.database }

    package func hide(_ item: ReportedItem, reason: String, by actor: AdminActor, now: Date = Date()) async throws {
        guard item.kind == .photo else {
            return try await database.hide(item, reason: reason, by: actor, now: now)
        }
        _ = try AppDatabase.moderationReason(reason)
        guard let photo = try await database.photo(id: item.id) else { throw ModerationError.itemGone }
        guard photo.hiddenAt == nil else { throw ModerationError.alreadyHidden }
        let uploads = photos.uploads
        let display = try uploads.moveToNewName(photo.displayFile)
        do {
            let thumb = try uploads.moveToNewName(photo.thumbFile)
            do {
                try await database.hide(item, reason: reason, by: actor, photoFiles: (display, thumb), now: now)
            } catch {
                try? uploads.move(thumb, to: photo.thumbFile)
                throw error
            }
        } catch {
            try? uploads.move(display, to: photo.displayFile)
            throw error
        }
    }

    /// Deletes the item (a profile can't be: hide it); `reason` goes to the audit log only.
    package func delete(_ item: ReportedItem, reason: String = "", by actor: AdminActor, now: Date = Date()) async throws {
        for photo in try await database.deleteReported(item, reason: reason, by: actor, now: now) {
            photos.remove(photo)
        }
    }
}
