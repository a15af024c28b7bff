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
extension User {
    /// Read by column name, without the Codable decoder: every signed-in request reads one with
    /// its session. Optional columns may be absent; the others are in every row read as a user.
    package init(row: SQLRow) throws {
        id = row["id"]; username = row["username"]; usernameKey = row["usernameKey"]; passwordHash = row["passwordHash"]
        createdAt = row["createdAt"]; signInEpoch = row["signInEpoch"]
        email = String.fromSQLValue(row.value("email")); role = UserRole.fromSQLValue(row.value("role")) ?? .member
        disabledAt = Date.fromSQLValue(row.value("disabledAt")); disabledReason = String.fromSQLValue(row.value("disabledReason"))
        inviteId = Int64.fromSQLValue(row.value("inviteId")); theme = String.fromSQLValue(row.value("theme"))
        units = String.fromSQLValue(row.value("units")); hiddenAt = Date.fromSQLValue(row.value("hiddenAt"))
        hiddenReason = String.fromSQLValue(row.value("hiddenReason"))
    }
}

package enum UserRole: String, Codable, Sendable, SQLValueConvertible {
    case member
    case admin
}
