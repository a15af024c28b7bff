/// Why a favourite, list, rating or comment change was refused.
package enum SocialError: Error, Equatable, Sendable {
    /// Missing, private, or someone else's: all look the same to the caller (a 404 page).
    case notFound
    case emptyName
    case nameTooLong
    case emptyComment
    case commentTooLong
    case badRating
}

extension AppDatabase {
    /// The longest list name and comment accepted.
    package static let maxListNameLength = 80
    package static let maxCommentLength = 2_000
}
