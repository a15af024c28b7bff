import DishPhotos
import Foundation

/// Cover photos held while a recipe form comes back (`HeldPhoto`): the form keeps the token, the
/// server the files, and only the person who uploaded the photo can see, keep or drop it.
extension PhotoStore {
    /// Writes the files and the row and returns the token for the form. The person's expired held
    /// photos, and the oldest past `RecipeLimits.heldCoverPhotos`, go with their files.
    package func hold(userID: Int64, processed: ProcessedPhoto) async throws -> HeldCover {
        let token = RandomToken.make()
        let created = now()
        let (held, dropped) = try await withFiles(processed) { display, thumb in
            let held = HeldPhoto(
                tokenHash: RandomToken.storedHash(of: token), userId: userID, displayFile: display, thumbFile: thumb,
                width: processed.width, height: processed.height, thumbWidth: processed.thumbWidth, thumbHeight: processed.thumbHeight,
                bytes: processed.display.count + processed.thumbnail.count, createdAt: created,
                expiresAt: created.addingTimeInterval(RecipeLimits.heldCoverSeconds))
            return (held, try await database.insertHeldPhoto(held, now: created))
        }
        for old in dropped { remove(old) }
        return HeldCover(token: token, photo: held)
    }

    /// The person's held photo for this token; nil for a token that is someone else's, expired,
    /// or made up — which the caller can't tell apart, and needn't.
    package func heldCover(token: String, userID: Int64) async throws -> HeldCover? {
        guard let held = try await database.heldPhoto(tokenHash: RandomToken.storedHash(of: token), userID: userID, now: now())
        else { return nil }
        return HeldCover(token: token, photo: held)
    }

    /// Makes the person's held photo a photo of the recipe (its cover, being the newest), with
    /// the photo bonus; nil when they hold no such photo. Throws `PhotoError.notFound` or
    /// `.quotaReached` as `addPhoto` does.
    package func attachHeld(token: String, userID: Int64, recipeID: Int64) async throws -> Photo? {
        guard let photo = try await database.attachHeldPhoto(
            tokenHash: RandomToken.storedHash(of: token), userID: userID, recipeID: recipeID, quota: quota, now: now())
        else { return nil }
        try await awardBonus(photo)
        return photo
    }

    /// Drops the person's held photo and its files (removed, or replaced by another); a token that
    /// isn't theirs drops nothing.
    package func releaseHeld(token: String, userID: Int64) async throws {
        guard let held = try await database.deleteHeldPhoto(tokenHash: RandomToken.storedHash(of: token), userID: userID) else { return }
        remove(held)
    }

    /// Deletes the held photos whose day has passed, files and rows; returns how many went.
    @discardableResult
    package func purgeExpiredHeld() async throws -> Int {
        let expired = try await database.purgeExpiredHeldPhotos(now: now())
        for held in expired { remove(held) }
        return expired.count
    }

    func remove(_ held: HeldPhoto) {
        uploads.remove(held.displayFile)
        uploads.remove(held.thumbFile)
    }
}
