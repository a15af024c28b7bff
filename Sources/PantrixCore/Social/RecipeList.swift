import Foundation

/// One row of `recipe_list`: a user's named list of recipes, public or private.
public struct RecipeList: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    public var id: Int64?
    public var userId: Int64
    public var name: String
    public var isPublic: Bool
    public var createdAt: Date
    public var updatedAt: Date
    /// Set while a moderator has hidden the list: only its owner sees it, with the reason.
    public var hiddenAt: Date? = nil
    public var hiddenReason: String? = nil

    public static let databaseTableName = "recipe_list"


    public mutating func didInsert(rowID: Int64) { id = rowID }
}

/// A list as an index of lists shows it.
public struct RecipeListSummary: Sendable, Equatable, RowDecodable, Decodable {
    public let id: Int64
    public let name: String
    public let isPublic: Bool
    public let recipeCount: Int
}

/// A list with its recipes in order, and who may change it.
public struct RecipeListDetail: Sendable {
    public let list: RecipeList
    public let ownerName: String
    public let cards: [RecipeCard]
    public let isOwner: Bool
}

/// The viewer's lists for the "add to list" control on a recipe page.
public struct ListChoice: Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let containsRecipe: Bool
}

/// Which way a recipe moves in its list.
public enum ListMove: String, Sendable {
    case up, down
}
