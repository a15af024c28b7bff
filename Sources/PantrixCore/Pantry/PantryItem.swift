import Foundation
import GRDB

/// Something a user has at home, resolved to the same ingredient key recipe lines resolve to.
public struct PantryItem: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var userId: Int64
    /// What the user typed, kept as typed.
    public var text: String
    public var name: String
    public var ingredientKey: String
    public var foodId: String?
    public var quantity: Double?
    public var unit: String?
    public var grams: Double?
    /// "YYYY-MM-DD", or nil.
    public var useBy: String?
    public var createdAt: Date
    public var updatedAt: Date

    public static let databaseTableName = "pantry_item"

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// True when the item matched no food and is kept by name only.
    public var isRecognised: Bool { foodId != nil }
}

/// A staple the user always has (salt, pepper, water by default).
public struct Staple: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public var userId: Int64
    public var ingredientKey: String
    public var name: String

    public static let databaseTableName = "staple"
}
