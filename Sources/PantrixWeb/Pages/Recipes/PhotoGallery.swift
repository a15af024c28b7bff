import Foundation
import PantrixCore

/// The photos on a recipe page, newest first.
struct PhotoGallery: Sendable {
    struct Item: Sendable {
        let id: Int64
        let thumbURL: String
        let displayURL: String
        let thumbWidth: Int
        let thumbHeight: Int
        let caption: String?
        let username: String
        let alt: String
        let canDelete: Bool
    }

    let items: [Item]
    let hasItems: Bool
    let countText: String

    init(_ photos: [GalleryPhoto] = [], total: Int = 0, viewerID: Int64? = nil) {
        items = photos.map { entry in
            let photo = entry.photo
            let caption = photo.caption.isEmpty ? nil : photo.caption
            return Item(
                id: photo.id ?? 0,
                thumbURL: "/uploads/\(photo.thumbFile)", displayURL: "/uploads/\(photo.displayFile)",
                thumbWidth: photo.thumbWidth, thumbHeight: photo.thumbHeight,
                caption: caption, username: entry.username,
                alt: caption ?? "Photo by \(entry.username)",
                canDelete: viewerID != nil && photo.userId == viewerID)
        }
        hasItems = !photos.isEmpty
        countText = total == 1 ? "1 photo" : "\(total) photos"
    }
}

/// The "add your photo" form under the gallery: what was typed, and what went wrong.
struct PhotoUploadForm: Sendable {
    static let maxCaptionLength = 200

    var caption = FormField(id: "photo-caption")
    var file = FormField(id: "photo-file")
    let maxCaption = PhotoUploadForm.maxCaptionLength
    var limitsText = ""
}
