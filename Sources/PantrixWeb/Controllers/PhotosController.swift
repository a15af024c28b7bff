import Templates
import DishPhotos
import Foundation
import HTTPTypes
import Hummingbird
import PantrixCore

/// Dish photos on a recipe page (signed in): upload, and delete your own.
struct PhotosController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.post(.recipePhotos(.key), body: .upload(.photo), use: uploadPhoto)
        routes.post(.photoDelete(.key), body: .form, use: deletePhoto)
    }

    /// POST /recipes/{id}/photos: adds a dish photo with its caption.
    @Sendable func uploadPhoto(request: Request, context: SignedInContext) async throws -> Response {
        // A recipe the user can't see is as good as missing, whatever was sent.
        let recipeID = try context.parameters.id(otherwise: RecipesController.notFound)
        guard try await services.database.canSeeRecipe(id: recipeID, viewerID: context.userID) else {
            throw RecipesController.notFound
        }
        let sent = try context.uploadedForm()
        let form = sent.form
        var upload = PhotoUploadForm()
        upload.caption.value = form.text("caption") ?? ""
        func refuse(_ status: HTTPResponse.Status, _ message: String, caption: Bool = false, headers: HTTPFields = [:]) async throws -> Response {
            if caption { upload.caption.error = message } else { upload.file.error = message }
            var response = try await RecipesController(services: services)
                .render(request, context: context, id: recipeID, photoForm: upload, status: status)
            response.headers.append(contentsOf: headers)
            return response
        }

        if let wait = await services.limits.admitPhotoUpload(userID: context.userID) {
            let wait = RetryWait(wait)
            return try await refuse(
                .tooManyRequests, "You have uploaded a lot of photos in a short time. Wait \(wait.minutes) and try again.", headers: wait.headers)
        }

        guard sent.complete else {
            return try await refuse(
                .contentTooLarge, "The photo is larger than \(services.config.maxPhotoBytes / 1024 / 1024) MB. Choose a smaller one.")
        }
        let caption = upload.caption.value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard caption.count <= PhotoUploadForm.maxCaptionLength else {
            return try await refuse(
                .unprocessableContent, "Keep the caption to \(PhotoUploadForm.maxCaptionLength) characters (it has \(caption.count)).",
                caption: true)
        }
        guard let file = form.file("photo") else {
            return try await refuse(.unprocessableContent, "Choose a photo to upload.")
        }
        guard file.body.readableBytes > 0 else {
            return try await refuse(.unprocessableContent, "That file is empty. Choose a photo.")
        }
        let quotaMessage = "You have \(services.photos.quota) photos, the most one person can keep. Delete some to add more."
        guard try await services.photos.hasRoom(userID: context.userID) else {
            return try await refuse(.unprocessableContent, quotaMessage)
        }

        // The client's file name and Content-Type are ignored: DishPhotos reads the bytes.
        let processed: ProcessedPhoto
        do {
            processed = try await services.photoWorkers.process(file.data)
        } catch let rejection as PhotoRejection {
            return try await refuse(HTTPResponse.Status(code: rejection.status), rejection.message + Self.nextStep(rejection))
        }
        do {
            try await services.photos.addPhoto(userID: context.userID, recipeID: recipeID, caption: caption, processed: processed)
        } catch PhotoError.quotaReached {
            return try await refuse(.unprocessableContent, quotaMessage)
        } catch PhotoError.notFound {
            throw RecipesController.notFound
        }
        services.pages.flash(context, .success, "Photo added. Thanks for sharing!")
        return SafeRedirect.seeOther(SiteURL.recipe(.value(recipeID)).href(fragment: "photos"))
    }

    /// POST /photos/{id}/delete: deletes one of your photos.
    @Sendable func deletePhoto(request: Request, context: SignedInContext) async throws -> Response {
        // Someone else's photo and a missing one get the same answer.
        let id = try context.parameters.id(otherwise: Self.notFound)
        let photo: Photo
        do {
            photo = try await services.photos.deletePhoto(id: id, by: context.userID)
        } catch PhotoError.notFound {
            throw Self.notFound
        }
        services.pages.flash(context, .success, "Photo deleted.")
        return SafeRedirect.seeOther(SiteURL.recipe(.value(photo.recipeId)).href(fragment: "photos"))
    }

    private static func nextStep(_ rejection: PhotoRejection) -> String {
        switch rejection.status {
        case 413: " Choose a smaller one."
        case 415: " Choose a photo from your camera or gallery."
        default: " Try another photo."
        }
    }

    static let notFound = UserFacingError(status: .notFound, message: "That photo doesn't exist, or it isn't yours to delete.")
}
