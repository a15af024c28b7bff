import Foundation
import PantrixCore

/// The photos on a recipe page, newest first.
package struct PhotoGallery: Sendable {
    package struct Item: Sendable {
        package let id: Int64
        package let thumbURL: String
        package let displayURL: String
        package let thumbWidth: Int
        package let thumbHeight: Int
        package let caption: String?
        package let username: String
        package let alt: String
        package let canDelete: Bool
        /// For the uploader of a photo a moderator hid.
        package let hiddenNotice: String?
        /// For signed-in people other than the uploader.
        package let reportMenu: ReportMenu?
    }

    package let items: [Item]
    package let countText: String

    package init(_ photos: [GalleryPhoto] = [], total: Int = 0, viewerID: Int64? = nil) {
        items = photos.map { entry in
            let photo = entry.photo
            let caption = photo.caption.isEmpty ? nil : photo.caption
            return Item(
                id: photo.id ?? 0,
                thumbURL: SiteURL.uploads(.value(photo.thumbFile)).path, displayURL: SiteURL.uploads(.value(photo.displayFile)).path,
                thumbWidth: photo.thumbWidth, thumbHeight: photo.thumbHeight,
                caption: caption, username: entry.username,
                alt: caption ?? "Photo by \(entry.username)",
                canDelete: viewerID != nil && photo.userId == viewerID,
                hiddenNotice: ModerationNotice.text("photo", hiddenAt: photo.hiddenAt, reason: photo.hiddenReason),
                reportMenu: viewerID != nil && photo.userId != viewerID
                    ? ReportMenu(kind: .photo, id: photo.id ?? 0, back: SiteURL.recipe(.value(photo.recipeId)).href(fragment: "photo-\(photo.id ?? 0)"))
                    : nil)
        }
        countText = total == 1 ? "1 photo" : "\(total) photos"
    }
}

/// The "add your photo" form under the gallery: what was typed, and what went wrong.
package struct PhotoUploadForm: Sendable {
    package static let maxCaptionLength = RecipeLimits.photoCaptionCharacters

    package var caption = FormField(id: "photo-caption")
    package var file = FormField(id: "photo-file")
    package let maxCaption = PhotoUploadForm.maxCaptionLength
    package var limitsText = ""

    package init(caption: FormField = FormField(id: "photo-caption"), file: FormField = FormField(id: "photo-file"), limitsText: String = "") {
        self.caption = caption
        self.file = file
        self.limitsText = limitsText
    }
}
