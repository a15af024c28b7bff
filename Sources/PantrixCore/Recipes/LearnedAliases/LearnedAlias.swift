import Foundation

/// One row of `learned_alias`: the food a person picked for ingredient text nothing matched.
package struct LearnedAlias: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    /// See `key(_:)`.
    package var text: String
    package var foodId: String
    package var createdAt: Date
    package var createdBy: Int64?

    package static let databaseTableName = "learned_alias"
    package static var primaryKeyColumns: [String] { ["text"] }

    package init(text: String, foodId: String, createdAt: Date, createdBy: Int64? = nil) {
        self.text = text
        self.foodId = foodId
        self.createdAt = createdAt
        self.createdBy = createdBy
    }

    /// A parsed ingredient name as aliases are stored and looked up: "Zzqx  Flurble" and
    /// "zzqx flurble" are the same text, whatever amount or preparation surrounds them.
    package static func key(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
