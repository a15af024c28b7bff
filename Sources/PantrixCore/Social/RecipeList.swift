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

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64? = nil, userId: Int64, name: String, isPublic: Bool, createdAt: Date, updatedAt: Date, hiddenAt: Date? = nil, hiddenReason: String? = nil) {
        self.id = id
        self.userId = userId
        self.name = name
        self.isPublic = isPublic
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.hiddenAt = hiddenAt
        self.hiddenReason = hiddenReason
    }
}

/// A list as an index of lists shows it.
public struct RecipeListSummary: Sendable, Equatable, RowDecodable, Decodable {
    public let id: Int64
    public let name: String
    public let isPublic: Bool
    public let recipeCount: Int

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, name: String, isPublic: Bool, recipeCount: Int) {
        self.id = id
        self.name = name
        self.isPublic = isPublic
        self.recipeCount = recipeCount
    }
}

/// A list with its recipes in order, and who may change it.
public struct RecipeListDetail: Sendable {
    public let list: RecipeList
    public let ownerName: String
    public let cards: [RecipeCard]
    public let isOwner: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(list: RecipeList, ownerName: String, cards: [RecipeCard], isOwner: Bool) {
        self.list = list
        self.ownerName = ownerName
        self.cards = cards
        self.isOwner = isOwner
    }
}

/// The viewer's lists for the "add to list" control on a recipe page.
public struct ListChoice: Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let containsRecipe: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, name: String, containsRecipe: Bool) {
        self.id = id
        self.name = name
        self.containsRecipe = containsRecipe
    }
}

/// Which way a recipe moves in its list.
public enum ListMove: String, Sendable {
    case up, down
}
