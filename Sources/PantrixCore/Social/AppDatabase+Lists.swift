import Foundation

extension AppDatabase {
    /// Makes a list, with `recipeID` as its first recipe when given: in one transaction, the
    /// recipe checked first, so a recipe the user can't see makes no list (`SocialError.notFound`).
    package func createList(userID: Int64, name: String, isPublic: Bool, with recipeID: Int64? = nil, now: Date = Date()) async throws -> RecipeList {
        let name = try Self.listName(name)
        return try await store.write { db in
            if let recipeID { try RecipeAccess.visibleAuthor(db, recipeID: recipeID, viewerID: userID) }
            var list = RecipeList(id: nil, userId: userID, name: name, isPublic: isPublic, createdAt: now, updatedAt: now)
            try list.insert(db)
            if let recipeID, let listID = list.id { try Self.appendItem(db, listID: listID, recipeID: recipeID, now: now) }
            return list
        }
    }

    /// Renames a list and sets who can see it; only its owner may.
    package func updateList(id: Int64, userID: Int64, name: String, isPublic: Bool, now: Date = Date()) async throws {
        let name = try Self.listName(name)
        try await store.write { db in
            try db.execute(sql: "UPDATE recipe_list SET name = ?, isPublic = ?, updatedAt = ? WHERE id = ? AND userId = ?",
                           arguments: [name, isPublic, now, id, userID])
            guard db.changesCount == 1 else { throw SocialError.notFound }
        }
    }

    package func deleteList(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM recipe_list WHERE id = ? AND userId = ?", arguments: [id, userID])
            guard db.changesCount == 1 else {
                throw SocialError.notFound
            }
        }
    }

    /// Adds a recipe at the end of the list (already there: nothing changes). The recipe must be
    /// one the owner can see.
    package func addToList(listID: Int64, recipeID: Int64, userID: Int64, now: Date = Date()) async throws {
        try await store.write { db in
            try Self.ownedList(db, id: listID, userID: userID)
            try RecipeAccess.visibleAuthor(db, recipeID: recipeID, viewerID: userID)
            try Self.appendItem(db, listID: listID, recipeID: recipeID, now: now)
            try Self.touch(db, listID: listID, now: now)
        }
    }

    private static func appendItem(_ db: SQLConnection, listID: Int64, recipeID: Int64, now: Date) throws {
        try db.execute(sql: """
            INSERT OR IGNORE INTO recipe_list_item (listId, recipeId, position, addedAt)
            VALUES (?, ?, (SELECT coalesce(max(position), 0) + 1 FROM recipe_list_item WHERE listId = ?), ?)
            """, arguments: [listID, recipeID, listID, now])
    }

    package func removeFromList(listID: Int64, recipeID: Int64, userID: Int64, now: Date = Date()) async throws {
        try await store.write { db in
            try Self.ownedList(db, id: listID, userID: userID)
            try db.execute(sql: "DELETE FROM recipe_list_item WHERE listId = ? AND recipeId = ?", arguments: [listID, recipeID])
            guard db.changesCount == 1 else { throw SocialError.notFound }
            try Self.touch(db, listID: listID, now: now)
        }
    }

    /// Swaps a recipe with its neighbour; at either end nothing changes.
    package func moveInList(listID: Int64, recipeID: Int64, userID: Int64, direction: ListMove) async throws {
        try await store.write { db in
            try Self.ownedList(db, id: listID, userID: userID)
            var order = try Self.order(db, listID: listID)
            guard let index = order.firstIndex(of: recipeID) else { throw SocialError.notFound }
            let other = direction == .up ? index - 1 : index + 1
            guard order.indices.contains(other) else { return }
            order.swapAt(index, other)
            try Self.write(db, listID: listID, order: order)
        }
    }

    /// Puts the list in the given order (from drag and drop). Ids not in the list are ignored;
    /// recipes the request left out keep their relative order after the given ones.
    package func reorderList(listID: Int64, userID: Int64, recipeIDs: [Int64]) async throws {
        try await store.write { db in
            try Self.ownedList(db, id: listID, userID: userID)
            let current = try Self.order(db, listID: listID)
            let present = Set(current)
            var seen = Set<Int64>()
            let given = recipeIDs.filter { present.contains($0) && seen.insert($0).inserted }
            try Self.write(db, listID: listID, order: given + current.filter { !seen.contains($0) })
        }
    }

    /// The user's own lists, newest first, with how many recipes each holds.
    package func lists(ofUser userID: Int64) async throws -> [RecipeListSummary] {
        try await store.read { db in try Self.summaries(db, userID: userID, publicOnly: false) }
    }

    /// What anyone may see of a user's lists (for a profile page).
    package func publicLists(ofUser userID: Int64) async throws -> [RecipeListSummary] {
        try await store.read { db in try Self.summaries(db, userID: userID, publicOnly: true) }
    }

    /// A list and its recipes in order. A private list, or one a moderator hid, is "not found" to
    /// everyone but its owner; recipes the viewer can't see are left out.
    package func listDetail(id: Int64, viewerID: Int64?) async throws -> RecipeListDetail {
        try await store.read { db in
            guard let list = try RecipeList.fetchOne(db, key: id), (list.isPublic && list.hiddenAt == nil) || list.userId == viewerID else {
                throw SocialError.notFound
            }
            let owner = try String.fetchOne(db, sql: "SELECT username FROM user WHERE id = ?", arguments: [list.userId]) ?? ""
            let cards = try RecipeCard.fetchAll(db, sql: """
                SELECT \(RecipeCard.columns("r")) FROM recipe_list_item i JOIN recipe r ON r.id = i.recipeId
                WHERE i.listId = ? AND \(RecipeAccess.visibleSQL("r")) ORDER BY i.position, i.recipeId
                """, arguments: [id, RecipeAccess.viewerArgument(viewerID)])
            return RecipeListDetail(list: list, ownerName: owner, cards: cards, isOwner: list.userId == viewerID)
        }
    }

    /// The user's lists, each saying whether it already holds the recipe.
    package func listChoices(userID: Int64, recipeID: Int64) async throws -> [ListChoice] {
        try await store.read { db in try Self.listChoices(db, userID: userID, recipeID: recipeID) }
    }

    static func listChoices(_ db: SQLConnection, userID: Int64, recipeID: Int64) throws -> [ListChoice] {
        try db.fetch(listChoicesRead(userID: userID, recipeID: recipeID))
    }

    static func listChoicesRead(userID: Int64, recipeID: Int64) -> SQLRead<[ListChoice]> {
        SQLRead(sql: """
            SELECT l.id, l.name, EXISTS (SELECT 1 FROM recipe_list_item i WHERE i.listId = l.id AND i.recipeId = ?) AS has
            FROM recipe_list l WHERE l.userId = ? ORDER BY l.name COLLATE NOCASE, l.id
            """, arguments: [recipeID, userID]) { rows in rows.map { ListChoice(id: $0["id"], name: $0["name"], containsRecipe: $0["has"]) } }
    }

    static func listName(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw SocialError.emptyName }
        guard name.count <= maxListNameLength else { throw SocialError.nameTooLong }
        return name
    }

    private static func ownedList(_ db: SQLConnection, id: Int64, userID: Int64) throws {
        guard try Int.fetchOne(db, sql: "SELECT 1 FROM recipe_list WHERE id = ? AND userId = ?", arguments: [id, userID]) != nil else {
            throw SocialError.notFound
        }
    }

    private static func touch(_ db: SQLConnection, listID: Int64, now: Date) throws {
        try db.execute(sql: "UPDATE recipe_list SET updatedAt = ? WHERE id = ?", arguments: [now, listID])
    }

    private static func order(_ db: SQLConnection, listID: Int64) throws -> [Int64] {
        try Int64.fetchAll(db, sql: "SELECT recipeId FROM recipe_list_item WHERE listId = ? ORDER BY position, recipeId", arguments: [listID])
    }

    private static func write(_ db: SQLConnection, listID: Int64, order: [Int64]) throws {
        let statement = try db.cachedStatement(sql: "UPDATE recipe_list_item SET position = ? WHERE listId = ? AND recipeId = ?")
        for (index, recipeID) in order.enumerated() {
            try statement.execute(arguments: [index + 1, listID, recipeID])
        }
    }

    private static func summaries(_ db: SQLConnection, userID: Int64, publicOnly: Bool) throws -> [RecipeListSummary] {
        try RecipeListSummary.fetchAll(db, sql: """
            SELECT l.id, l.name, l.isPublic, (SELECT count(*) FROM recipe_list_item i WHERE i.listId = l.id) AS recipeCount
            FROM recipe_list l WHERE l.userId = ? \(publicOnly ? "AND l.isPublic = 1 AND l.hiddenAt IS NULL" : "") ORDER BY l.id DESC
            """, arguments: [userID])
    }
}
