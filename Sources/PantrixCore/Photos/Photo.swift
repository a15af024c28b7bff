import Foundation

/// A dish photo someone uploaded to a recipe: two re-encoded JPEGs in the uploads folder.
package struct Photo: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    package var userId: Int64
    package var recipeId: Int64
    package var caption: String
    /// File names in the uploads folder (random, server-chosen).
    package var displayFile: String
    package var thumbFile: String
    package var width: Int
    package var height: Int
    package var thumbWidth: Int
    package var thumbHeight: Int
    /// Bytes of both files together.
    package var bytes: Int
    package var createdAt: Date
    /// Set while a moderator has hidden the photo: only its uploader sees it, with the reason.
    package var hiddenAt: Date? = nil
    package var hiddenReason: String? = nil

    package static let databaseTableName = "photo"


    package mutating func didInsert(rowID: Int64) { id = rowID }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64? = nil, userId: Int64, recipeId: Int64, caption: String, displayFile: String, thumbFile: String, width: Int, height: Int, thumbWidth: Int, thumbHeight: Int, bytes: Int, createdAt: Date, hiddenAt: Date? = nil, hiddenReason: String? = nil) {
        self.id = id
        self.userId = userId
        self.recipeId = recipeId
        self.caption = caption
        self.displayFile = displayFile
        self.thumbFile = thumbFile
        self.width = width
        self.height = height
        self.thumbWidth = thumbWidth
        self.thumbHeight = thumbHeight
        self.bytes = bytes
        self.createdAt = createdAt
        self.hiddenAt = hiddenAt
        self.hiddenReason = hiddenReason
    }
}

/// A photo as a gallery shows it: with the uploader's name.
package struct GalleryPhoto: Sendable, Equatable, RowDecodable {
    package var photo: Photo
    package var username: String

    package init(photo: Photo, username: String) {
        self.photo = photo
        self.username = username
    }

    package init(row: SQLRow) throws {
        photo = try Photo(row: row)
        username = row["username"]
    }
}

package enum PhotoError: Error, Equatable, Sendable {
    /// The recipe does not exist or the user can't see it; or the photo isn't theirs.
    case notFound
    /// The user already has `limit` photos.
    case quotaReached(limit: Int)
}
