import Foundation

/// A dish photo someone uploaded to a recipe: two re-encoded JPEGs in the uploads folder.
public struct Photo: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    public var id: Int64?
    public var userId: Int64
    public var recipeId: Int64
    public var caption: String
    /// File names in the uploads folder (random, server-chosen).
    public var displayFile: String
    public var thumbFile: String
    public var width: Int
    public var height: Int
    public var thumbWidth: Int
    public var thumbHeight: Int
    /// Bytes of both files together.
    public var bytes: Int
    public var createdAt: Date
    /// Set while a moderator has hidden the photo: only its uploader sees it, with the reason.
    public var hiddenAt: Date? = nil
    public var hiddenReason: String? = nil

    public static let databaseTableName = "photo"


    public mutating func didInsert(rowID: Int64) { id = rowID }

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
public struct GalleryPhoto: Sendable, Equatable, RowDecodable {
    public var photo: Photo
    public var username: String

    package init(photo: Photo, username: String) {
        self.photo = photo
        self.username = username
    }

    public init(row: SQLRow) throws {
        photo = try Photo(row: row)
        username = row["username"]
    }
}

public enum PhotoError: Error, Equatable, Sendable {
    /// The recipe does not exist or the user can't see it; or the photo isn't theirs.
    case notFound
    /// The user already has `limit` photos.
    case quotaReached(limit: Int)
}
