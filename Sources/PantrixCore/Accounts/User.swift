import Foundation
import GRDB

/// A registered person. `usernameKey` is the lower-cased username that makes names unique case-insensitively.
public struct User: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var username: String
    public var usernameKey: String
    public var email: String?
    public var passwordHash: String
    public var createdAt: Date

    public static let databaseTableName = "user"

    public enum Columns {
        static let id = Column(CodingKeys.id)
        static let usernameKey = Column(CodingKeys.usernameKey)
    }

    public init(username: String, email: String?, passwordHash: String, createdAt: Date) {
        self.username = username
        self.usernameKey = username.lowercased()
        self.email = email
        self.passwordHash = passwordHash
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
