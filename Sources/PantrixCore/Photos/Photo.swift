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
}

/// A photo as a gallery shows it: with the uploader's name.
public struct GalleryPhoto: Sendable, Equatable, RowDecodable {
    public var photo: Photo
    public var username: String

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
