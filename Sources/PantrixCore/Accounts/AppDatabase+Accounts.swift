import Foundation
import GRDB

public enum AccountError: Error, Equatable {
    case usernameTaken
}

extension AppDatabase {
    /// Creates the account; fails with `.usernameTaken` when the name exists in any letter case.
    public func createUser(username: String, email: String?, passwordHash: String, now: Date = Date()) async throws -> User {
        do {
            return try await writer.write { db in
                var user = User(username: username, email: email, passwordHash: passwordHash, createdAt: now)
                try user.insert(db)
                return user
            }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw AccountError.usernameTaken
        }
    }

    public func user(named username: String) async throws -> User? {
        try await writer.read { db in
            try User.filter(User.Columns.usernameKey == username.lowercased()).fetchOne(db)
        }
    }

    public func user(id: Int64) async throws -> User? {
        // Every signed-in request reads its user: a statement compiled once per connection.
        try await writer.read { db in try User.fetchOne(db.cachedStatement(sql: "SELECT * FROM user WHERE id = ?"), arguments: [id]) }
    }

    /// Sets a new password hash and ends every other session of the user in the same transaction.
    public func changePassword(userID: Int64, newHash: String, keepingSession sessionID: String?) async throws {
        try await writer.write { db in
            try db.execute(sql: "UPDATE user SET passwordHash = ? WHERE id = ?", arguments: [newHash, userID])
            try db.execute(
                sql: "DELETE FROM session WHERE userId = ? AND id IS NOT ?",
                arguments: [userID, sessionID]
            )
        }
    }

    /// Removes the account; sessions and every user-owned row go with it through ON DELETE CASCADE.
    public func deleteUser(id: Int64) async throws {
        _ = try await writer.write { db in try User.deleteOne(db, key: id) }
    }
}
