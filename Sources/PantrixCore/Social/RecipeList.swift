import Foundation

/// One row of `recipe_list`: a user's named list of recipes, public or private.
package struct RecipeList: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    package var userId: Int64
    package var name: String
    package var isPublic: Bool
    package var createdAt: Date
    package var updatedAt: Date
    /// Set while a moderator has hidden the list: only its owner sees it, with the reason.
    package var hiddenAt: Date? = nil
    package var hiddenReason: String? = nil

    package static let databaseTableName = "recipe_list"


    package mutating func didInsert(rowID: Int64) { id = rowID }

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
package struct RecipeListSummary: Sendable, Equatable, RowDecodable, Decodable {
    package let id: Int64
    package let name: String
    package let isPublic: Bool
    package let recipeCount: Int

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, name: String, isPublic: Bool, recipeCount: Int) {
        self.id = id
        self.name = name
        self.isPublic = isPublic
        self.recipeCount = recipeCount
    }
}

/// A list with its recipes in order, and who may change it.
package struct RecipeListDetail: Sendable {
    package let list: RecipeList
    package let ownerName: String
    package let cards: [RecipeCard]
    package let isOwner: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(list: RecipeList, ownerName: String, cards: [RecipeCard], isOwner: Bool) {
        self.list = list
        self.ownerName = ownerName
        self.cards = cards
        self.isOwner = isOwner
    }
}

/// The viewer's lists for the "add to list" control on a recipe page.
package struct ListChoice: Sendable, Equatable {
    package let id: Int64
    package let name: String
    package let containsRecipe: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, name: String, containsRecipe: Bool) {
        self.id = id
        self.name = name
        self.containsRecipe = containsRecipe
    }
}

/// Which way a recipe moves in its list.
package enum ListMove: String, Sendable {
    case up, down
}
