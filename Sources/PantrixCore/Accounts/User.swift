import Foundation

/// A registered person. `usernameKey` is the lower-cased username that makes names unique case-insensitively.
package struct User: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    package var username: String
    package var usernameKey: String
    package var email: String?
    package var passwordHash: String
    package var createdAt: Date
    /// `member` or `admin` (`pantrix admin grant`, or the first account with `--first-user-admin`).
    package var role: UserRole = .member
    /// Set while an admin has disabled the account: it cannot sign in and has no session.
    package var disabledAt: Date?
    package var disabledReason: String?
    /// The invite link the account was created with.
    package var inviteId: Int64?
    /// Display preferences (`DisplayPreferences.swift`): nil until the person chooses.
    package var theme: String?
    package var units: String?
    /// Set while a moderator has hidden the profile page: only its owner sees it, with the reason.
    package var hiddenAt: Date?
    package var hiddenReason: String?
    /// Moved on by every change of how the account signs in (`renewCredentials`); sessions, API
    /// tokens and calendar links made in an earlier epoch don't work.
    package var signInEpoch: Int64 = 0

    package static let databaseTableName = "user"


    package init(username: String, email: String?, passwordHash: String, createdAt: Date) {
        self.username = username
        self.usernameKey = username.lowercased()
        self.email = email
        self.passwordHash = passwordHash
        self.createdAt = createdAt
    }

    package var isAdmin: Bool { role == .admin }
    package var isDisabled: Bool { disabledAt != nil }

    package mutating func didInsert(rowID: Int64) {
        id = rowID
    }
}

/// What a person may do on the instance beyond their own things.
package enum UserRole: String, Codable, Sendable, SQLValueConvertible {
    case member
    case admin
}
