import DishPhotos
import Foundation
import Logging
import PantrixCore

/// The cover photo a linked page's recipe names (`image`): fetched under the link's SSRF rules,
/// budgets and a photo's byte cap, checked and re-encoded like an upload, and added as the
/// recipe's first photo. A missing, refused or broken image never fails the import: the recipe
/// comes without a photo and the report says why in one line.
extension ImportController {
    func addCovers(_ report: inout ImportReport, userID: Int64, logger: Logger) async {
        var tried = 0
        for recipe in report.imported {
            guard let address = recipe.imageURL else { continue }
            guard tried < RecipeLimits.linkedCoverPhotos else {
                report.problems.append("“\(recipe.title)” comes without a photo: only the first recipe of a page brings its photo.")
                continue
            }
            tried += 1
            if let problem = await addCover(address, to: recipe.id, userID: userID, logger: logger) {
                report.problems.append("“\(recipe.title)” comes without a photo: \(problem)")
            }
        }
    }

    /// Nil once the photo is the recipe's; otherwise why not, as the end of a sentence.
    private func addCover(_ address: String, to recipeID: Int64, userID: Int64, logger: Logger) async -> String? {
        if await services.limits.admitPhotoUpload(userID: userID) != nil {
            return "you have uploaded a lot of photos in a short time."
        }
        let maxBytes = services.config.maxPhotoBytes
        let data: Data
        do throws(RecipeFetchError) {
            data = try await services.recipeFetcher.fetchImage(address, maxBytes: maxBytes)
        } catch {
            return Self.imageProblem(error, maxBytes: maxBytes)
        }
        do {
            let processed = try await services.photoWorkers.process(data)
            try await services.photos.addPhoto(userID: userID, recipeID: recipeID, caption: "", processed: processed)
            return nil
        } catch let rejection as PhotoRejection {
            return "its image can't be used. \(rejection.message)"
        } catch PhotoError.quotaReached(let limit) {
            return "you have \(limit) photos, the most one person can keep."
        } catch {
            logger.error("imported recipe \(recipeID): cover photo not stored: \(error)")
            return "its image could not be stored."
        }
    }

    static func imageProblem(_ error: RecipeFetchError, maxBytes: Int) -> String {
        switch error {
        case .tooLarge: "its image is larger than \(maxBytes / 1024 / 1024) MB."
        case .wrongType(let type): "its image is not a JPEG, PNG or WebP file\(type.map { " (the site sent \($0))" } ?? "")."
        case .timeout: "its image took too long to arrive."
        case .privateAddress: "its image is on an address inside this server's network."
        case .httpStatus(let code): "the site answered with an error (HTTP \(code)) instead of its image."
        case .tooManyRedirects, .badRedirect: "its image's address redirects where Pantrix can't follow."
        default: "its image could not be fetched."
        }
    }
}
