import Foundation

/// A registered person. `usernameKey` is the lower-cased username that makes names unique case-insensitively.
public struct User: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    public var id: Int64?
    public var username: String
    public var usernameKey: String
    public var email: String?
    public var passwordHash: String
    public var createdAt: Date
    /// `member` or `admin` (`pantrix admin grant`, or the first account with `--first-user-admin`).
    public var role: UserRole = .member
    /// Set while an admin has disabled the account: it cannot sign in and has no session.
    public var disabledAt: Date?
    public var disabledReason: String?
    /// The invite link the account was created with.
    public var inviteId: Int64?
    /// Display preferences (`DisplayPreferences.swift`): nil until the person chooses.
    public var theme: String?
    public var units: String?
    /// Set while a moderator has hidden the profile page: only its owner sees it, with the reason.
    public var hiddenAt: Date?
    public var hiddenReason: String?
    /// Moved on by every change of how the account signs in (`renewCredentials`); sessions, API
    /// tokens and calendar links made in an earlier epoch don't work.
    public var signInEpoch: Int64 = 0

    public static let databaseTableName = "user"


    public init(username: String, email: String?, passwordHash: String, createdAt: Date) {
        self.username = username
        self.usernameKey = username.lowercased()
        self.email = email
        self.passwordHash = passwordHash
        self.createdAt = createdAt
    }

    public var isAdmin: Bool { role == .admin }
    public var isDisabled: Bool { disabledAt != nil }

    public mutating func didInsert(rowID: Int64) {
        id = rowID
    }
}

/// What a person may do on the instance beyond their own things.
public enum UserRole: String, Codable, Sendable, SQLValueConvertible {
    case member
    case admin
}
