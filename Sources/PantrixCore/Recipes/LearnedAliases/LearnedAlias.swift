import Foundation

/// One row of `learned_alias`: the food a person picked for ingredient text nothing matched.
public struct LearnedAlias: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    /// See `key(_:)`.
    public var text: String
    public var foodId: String
    public var createdAt: Date
    public var createdBy: Int64?

    public static let databaseTableName = "learned_alias"
    public static var primaryKeyColumns: [String] { ["text"] }

    public init(text: String, foodId: String, createdAt: Date, createdBy: Int64? = nil) {
        self.text = text
        self.foodId = foodId
        self.createdAt = createdAt
        self.createdBy = createdBy
    }

    /// A parsed ingredient name as aliases are stored and looked up: "Zzqx  Flurble" and
    /// "zzqx flurble" are the same text, whatever amount or preparation surrounds them.
    public static func key(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
