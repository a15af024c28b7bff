import DishPhotos
import Foundation
import PantrixCore
import Templates

/// The recipe editor's cover photo in one request: a new file (checked and re-encoded before
/// anything is saved), the photo held from the form's last time back (`HeldPhoto`, by the token
/// the form carries), or none. A new file replaces a held photo; "No cover photo" drops it; a
/// token the person doesn't hold (someone else's, expired, made up) gives no photo and a word.
struct EditorCover {
    /// The new file, ready to store.
    private(set) var processed: ProcessedPhoto?
    /// The photo held for this form, kept.
    private(set) var held: HeldCover?
    /// Why the new file was refused (a held photo stays as it was).
    private(set) var rejection: PhotoRejection?
    /// The form named a held photo the person doesn't hold, and chose nothing else.
    private(set) var heldLost = false

    /// Under the field when the form comes back without the photo it named.
    static let heldLostMessage = "The photo you chose earlier is no longer kept (a photo waits a day for its form): choose it again."

    /// The flash when the recipe is saved and the photo it named was not held (any more).
    static let savedWithoutHeld = "The recipe is saved without the photo you chose earlier: it was no longer kept. Add it from the recipe page."

    /// Reads the form's photo fields: `photo` (a file), `heldPhoto` (the token) and `cover`
    /// ("remove" drops the held photo).
    static func read(fields: [String: String], file: MultipartForm.Part?, userID: Int64, services: AppServices) async throws -> EditorCover {
        var cover = EditorCover()
        if let token = fields["heldPhoto"], !token.isEmpty {
            cover.held = try await services.photos.heldCover(token: token, userID: userID)
            cover.heldLost = cover.held == nil
        }
        if let file {
            cover.heldLost = false
            do {
                cover.processed = try await process(file, userID: userID, services: services)
                try await cover.release(services.photos, userID: userID)
            } catch let rejection as PhotoRejection {
                cover.rejection = rejection
            }
        } else if fields["cover"] == "remove" {
            cover.heldLost = false
            try await cover.release(services.photos, userID: userID)
        }
        return cover
    }

    /// A cover photo through the same limits and checks as a recipe-page upload.
    private static func process(_ file: MultipartForm.Part, userID: Int64, services: AppServices) async throws -> ProcessedPhoto {
        if await services.limits.admitPhotoUpload(userID: userID) != nil {
            throw PhotoRejection(status: 429, message: "You have uploaded a lot of photos in a short time; wait a few minutes.")
        }
        guard file.body.readableBytes <= services.config.maxPhotoBytes else {
            throw PhotoRejection(status: 413, message: "The photo is larger than \(services.config.maxPhotoBytes / 1024 / 1024) MB.")
        }
        return try await services.photoWorkers.process(file.data)
    }

    private mutating func release(_ photos: PhotoStore, userID: Int64) async throws {
        guard let held else { return }
        try await photos.releaseHeld(token: held.token, userID: userID)
        self.held = nil
    }

    /// Before the form goes back: a new photo is held for it. Returns what the page shows: the
    /// photo held, and what went wrong under the photo field.
    mutating func hold(userID: Int64, photos: PhotoStore) async throws -> (photo: RecipeFormPage.HeldPhotoView?, error: String?) {
        if let processed {
            held = try await photos.hold(userID: userID, processed: processed)
            self.processed = nil
        }
        let error: String? = if let rejection {
            rejection.message + (held == nil
                ? " Choose another photo, or leave it empty."
                : " The photo chosen before is still kept; choose another file to replace it.")
        } else {
            heldLost ? Self.heldLostMessage : nil
        }
        return (held.map(RecipeFormPage.HeldPhotoView.init), error)
    }

    /// Once the recipe is saved: the new or held photo becomes its cover. Returns a line for the
    /// flash when there was a photo and it could not be added.
    func attach(to recipeID: Int64, userID: Int64, photos: PhotoStore) async throws -> String? {
        do {
            if let processed {
                try await photos.addPhoto(userID: userID, recipeID: recipeID, caption: "", processed: processed)
            } else if let held {
                if try await photos.attachHeld(token: held.token, userID: userID, recipeID: recipeID) == nil { return Self.savedWithoutHeld }
            } else if heldLost {
                return Self.savedWithoutHeld
            }
        } catch PhotoError.quotaReached {
            if let held { try await photos.releaseHeld(token: held.token, userID: userID) }
            return "The recipe is saved, but the photo was not: you have \(photos.quota) photos, the most one person can keep."
        }
        return nil
    }
}
