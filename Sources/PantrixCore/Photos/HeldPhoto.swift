import Foundation

/// A cover photo held for a recipe form that came back (a missing title, a line to check): checked
/// and re-encoded like any photo, its two files in the uploads folder, shown to its uploader alone
/// until the form is sent again or `RecipeLimits.heldCoverSeconds` pass. The form carries the
/// token; the row keeps only its hash, and answers only to the person who uploaded it.
package struct HeldPhoto: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    package var tokenHash: String
    package var userId: Int64
    /// File names in the uploads folder (random, server-chosen), as a `Photo` has them.
    package var displayFile: String
    package var thumbFile: String
    package var width: Int
    package var height: Int
    package var thumbWidth: Int
    package var thumbHeight: Int
    /// Bytes of both files together.
    package var bytes: Int
    package var createdAt: Date
    package var expiresAt: Date

    package static let databaseTableName = "held_photo"
    package static let primaryKeyColumns = ["tokenHash"]
}

/// A held photo with the token its form carries.
package struct HeldCover: Sendable, Equatable {
    package let token: String
    package let photo: HeldPhoto
}
