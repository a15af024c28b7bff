import Foundation

/// A cover photo held for a recipe form that came back (a missing title, a line to check): checked
/// and re-encoded like any photo, its two files in the uploads folder, shown to its uploader alone
/// until the form is sent again or `RecipeLimits.heldCoverSeconds` pass. The form carries the
/// token; the row keeps only its hash, and answers only to the person who uploaded it.
public struct HeldPhoto: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    public var tokenHash: String
    public var userId: Int64
    /// File names in the uploads folder (random, server-chosen), as a `Photo` has them.
    public var displayFile: String
    public var thumbFile: String
    public var width: Int
    public var height: Int
    public var thumbWidth: Int
    public var thumbHeight: Int
    /// Bytes of both files together.
    public var bytes: Int
    public var createdAt: Date
    public var expiresAt: Date

    public static let databaseTableName = "held_photo"
    public static let primaryKeyColumns = ["tokenHash"]
}

/// A held photo with the token its form carries.
public struct HeldCover: Sendable, Equatable {
    public let token: String
    public let photo: HeldPhoto
}
