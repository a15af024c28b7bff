import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Favourites, lists, ratings and comments at the domain level: counts stay right and every
/// change checks who is asking.
@Suite struct SocialTests {
    struct Fixture {
        let db: AppDatabase
        let ann: Int64
        let bob: Int64
        let soup: Int64
        let salad: Int64
        let stew: Int64
        /// Ann's own private recipe.
        let secret: Int64
    }

    static func fixture() async throws -> Fixture {
        let db = try AppDatabase.inMemory()
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let bob = try #require(try await db.createUser(username: "bob", email: nil, passwordHash: "x").id)
        func add(_ title: String, rank: Int, author: Int64? = nil, visibility: RecipeVisibility = .public) async throws -> Int64 {
            try await db.addRecipe(PreparedRecipe(RecipeDraft(title: title, category: "dinner", servings: 2, ingredients: ["1 onion"], steps: ["Cook."])),
                                   origin: author == nil ? .seed : .user, authorID: author, visibility: visibility, editorialRank: rank)
        }
        return Fixture(db: db, ann: ann, bob: bob, soup: try await add("Soup", rank: 1), salad: try await add("Salad", rank: 2),
                       stew: try await add("Stew", rank: 3), secret: try await add("Secret", rank: 4, author: ann, visibility: .private))
    }

    func popular(_ db: AppDatabase) async throws -> [String] {
        try await db.homeFeed(limit: 3).popular.map(\.title)
    }

    @Test func favouritesKeepTheCountAndReorderPopular() async throws {
        let f = try await Self.fixture()
        #expect(try await popular(f.db) == ["Soup", "Salad", "Stew"])
        #expect(try await f.db.setFavourite(recipeID: f.stew, userID: f.ann, on: true) == FavouriteState(isFavourite: true, count: 1))
        #expect(try await f.db.setFavourite(recipeID: f.stew, userID: f.ann, on: true).count == 1, "a double submit counts once")
        try await f.db.setFavourite(recipeID: f.stew, userID: f.bob, on: true)
        try await f.db.setFavourite(recipeID: f.salad, userID: f.bob, on: true)
        #expect(try await popular(f.db) == ["Stew", "Salad", "Soup"])
        #expect(try await f.db.setFavourite(recipeID: f.stew, userID: f.ann, on: false).count == 1)
        #expect(try await f.db.setFavourite(recipeID: f.stew, userID: f.ann, on: false).count == 1, "unfavouriting twice changes nothing")
        let stored = try await f.db.store.read { db in try Int.fetchOne(db, sql: "SELECT favouriteCount FROM recipe WHERE id = ?", arguments: [f.stew]) }
        #expect(stored == 1)
        #expect(try await f.db.favouritedIDs(userID: f.bob, among: [f.soup, f.salad, f.stew]) == [f.salad, f.stew])
        #expect(try await f.db.favourites(userID: f.bob).cards.map(\.title) == ["Salad", "Stew"], "newest first")
    }

    @Test func favouritesArePaginated() async throws {
        let f = try await Self.fixture()
        for id in [f.soup, f.salad, f.stew] { try await f.db.setFavourite(recipeID: id, userID: f.bob, on: true) }
        let first = try await f.db.favourites(userID: f.bob, page: 1, pageSize: 2)
        let second = try await f.db.favourites(userID: f.bob, page: 2, pageSize: 2)
        #expect(first.cards.map(\.title) == ["Stew", "Salad"] && first.hasMore)
        #expect(second.cards.map(\.title) == ["Soup"] && !second.hasMore)
    }

    @Test func privateRecipesCannotBeFavouritedRatedOrCommentedByOthers() async throws {
        let f = try await Self.fixture()
        await #expect(throws: SocialError.notFound) { try await f.db.setFavourite(recipeID: f.secret, userID: f.bob, on: true) }
        await #expect(throws: SocialError.notFound) { try await f.db.rate(recipeID: f.secret, userID: f.bob, stars: 5) }
        await #expect(throws: SocialError.notFound) { try await f.db.addComment(recipeID: f.secret, userID: f.bob, body: "hi") }
        await #expect(throws: SocialError.notFound) { try await f.db.setFavourite(recipeID: 9999, userID: f.bob, on: true) }
        #expect(try await f.db.setFavourite(recipeID: f.secret, userID: f.ann, on: true).count == 1, "the author may")
    }

    @Test func ratingsAverageChangeAndSort() async throws {
        let f = try await Self.fixture()
        try await f.db.rate(recipeID: f.salad, userID: f.ann, stars: 5)
        let two = try await f.db.rate(recipeID: f.salad, userID: f.bob, stars: 2)
        #expect(two.average == 3.5 && two.count == 2 && two.mine == 2)
        let changed = try await f.db.rate(recipeID: f.salad, userID: f.bob, stars: 4)
        #expect(changed.average == 4.5 && changed.count == 2, "rating again replaces the old stars")
        try await f.db.rate(recipeID: f.stew, userID: f.ann, stars: 3)
        await #expect(throws: SocialError.badRating) { try await f.db.rate(recipeID: f.stew, userID: f.ann, stars: 6) }
        var search = RecipeSearch()
        search.sort = .rating
        #expect(try await f.db.search(search, viewerID: nil).cards.map(\.title) == ["Salad", "Stew", "Soup"], "unrated last")
        let card = try #require(try await f.db.search(search, viewerID: nil).cards.first)
        #expect(card.ratingAverage == 4.5 && card.ratingCount == 2)
    }

    func plan(_ db: AppDatabase, _ sql: String, _ arguments: SQLArguments) async throws -> String {
        try await db.store.read { db in
            try SQLRow.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] as String }.joined(separator: "\n")
        }
    }

    /// The paged lists walk an index in their order instead of sorting.
    @Test(.enabled(if: !AppDatabase.testsUsePostgres, "SQLite's query plans")) func listOrdersWalkAnIndex() async throws {
        let f = try await Self.fixture()
        var search = RecipeSearch()
        search.sort = .rating
        let rating = try await plan(f.db, SearchPlan(search, viewerID: nil).selectSQL + " LIMIT 24", [-1])
        #expect(rating.contains("recipe_rating") && !rating.contains("TEMP B-TREE"), "\(rating)")
        let favourites = try await plan(f.db, AppDatabase.favouritesSQL, [f.ann, f.ann, 25, 0])
        #expect(favourites.contains("favourite_newest") && !favourites.contains("TEMP B-TREE"), "\(favourites)")
        let comments = try await plan(f.db, AppDatabase.commentsSQL, [f.soup, f.ann, 21, 0])
        #expect(comments.contains("comment_newest") && !comments.contains("TEMP B-TREE"), "\(comments)")
    }

    @Test func listsBelongToTheirOwner() async throws {
        let f = try await Self.fixture()
        let list = try await f.db.createList(userID: f.ann, name: "  Weeknight dinners ", isPublic: false)
        let id = try #require(list.id)
        #expect(list.name == "Weeknight dinners")
        for recipe in [f.soup, f.salad, f.stew] { try await f.db.addToList(listID: id, recipeID: recipe, userID: f.ann) }
        try await f.db.addToList(listID: id, recipeID: f.soup, userID: f.ann)
        func order() async throws -> [String] { try await f.db.listDetail(id: id, viewerID: f.ann).cards.map(\.title) }
        #expect(try await order() == ["Soup", "Salad", "Stew"], "adding twice keeps one entry")
        try await f.db.moveInList(listID: id, recipeID: f.stew, userID: f.ann, direction: .up)
        #expect(try await order() == ["Soup", "Stew", "Salad"])
        try await f.db.moveInList(listID: id, recipeID: f.soup, userID: f.ann, direction: .up)
        #expect(try await order() == ["Soup", "Stew", "Salad"], "the first can't go higher")
        try await f.db.reorderList(listID: id, userID: f.ann, recipeIDs: [f.salad, f.soup, 9999])
        #expect(try await order() == ["Salad", "Soup", "Stew"])

        // Bob can't see, change, fill or delete Ann's private list.
        await #expect(throws: SocialError.notFound) { try await f.db.listDetail(id: id, viewerID: f.bob) }
        await #expect(throws: SocialError.notFound) { try await f.db.listDetail(id: id, viewerID: nil) }
        await #expect(throws: SocialError.notFound) { try await f.db.updateList(id: id, userID: f.bob, name: "Mine", isPublic: true) }
        await #expect(throws: SocialError.notFound) { try await f.db.addToList(listID: id, recipeID: f.soup, userID: f.bob) }
        await #expect(throws: SocialError.notFound) { try await f.db.moveInList(listID: id, recipeID: f.soup, userID: f.bob, direction: .down) }
        await #expect(throws: SocialError.notFound) { try await f.db.reorderList(listID: id, userID: f.bob, recipeIDs: [f.stew]) }
        await #expect(throws: SocialError.notFound) { try await f.db.removeFromList(listID: id, recipeID: f.soup, userID: f.bob) }
        await #expect(throws: SocialError.notFound) { try await f.db.deleteList(id: id, userID: f.bob) }
        #expect(try await order() == ["Salad", "Soup", "Stew"])

        try await f.db.updateList(id: id, userID: f.ann, name: "Quick dinners", isPublic: true)
        let shared = try await f.db.listDetail(id: id, viewerID: nil)
        #expect(shared.list.name == "Quick dinners" && !shared.isOwner && shared.ownerName == "ann")
        #expect(try await f.db.publicLists(ofUser: f.ann).map(\.name) == ["Quick dinners"])
        _ = try await f.db.createList(userID: f.ann, name: "Private one", isPublic: false)
        #expect(try await f.db.publicLists(ofUser: f.ann).count == 1)
        #expect(try await f.db.lists(ofUser: f.ann).count == 2)
        await #expect(throws: SocialError.emptyName) { try await f.db.createList(userID: f.ann, name: "   ", isPublic: false) }
        try await f.db.removeFromList(listID: id, recipeID: f.soup, userID: f.ann)
        #expect(try await order() == ["Salad", "Stew"])
        try await f.db.deleteList(id: id, userID: f.ann)
        await #expect(throws: SocialError.notFound) { try await f.db.listDetail(id: id, viewerID: f.ann) }
    }

    @Test func privateRecipesInAPublicListStayHidden() async throws {
        let f = try await Self.fixture()
        let id = try #require(try await f.db.createList(userID: f.ann, name: "Mine", isPublic: true).id)
        try await f.db.addToList(listID: id, recipeID: f.secret, userID: f.ann)
        try await f.db.addToList(listID: id, recipeID: f.soup, userID: f.ann)
        #expect(try await f.db.listDetail(id: id, viewerID: f.ann).cards.count == 2)
        #expect(try await f.db.listDetail(id: id, viewerID: f.bob).cards.map(\.title) == ["Soup"])
        let bobs = try #require(try await f.db.createList(userID: f.bob, name: "Bob's", isPublic: false).id)
        await #expect(throws: SocialError.notFound) { try await f.db.addToList(listID: bobs, recipeID: f.secret, userID: f.bob) }
    }

    @Test func commentsLimitsOrderAndDeletionRights() async throws {
        let f = try await Self.fixture()
        let recipe = try await f.db.addRecipe(PreparedRecipe(RecipeDraft(title: "Ann's pie", category: "baking", servings: 4, ingredients: ["1 egg"], steps: ["Bake."])),
                                              origin: .user, authorID: f.ann)
        await #expect(throws: SocialError.emptyComment) { try await f.db.addComment(recipeID: recipe, userID: f.bob, body: "  \n ") }
        await #expect(throws: SocialError.commentTooLong) { try await f.db.addComment(recipeID: recipe, userID: f.bob, body: String(repeating: "a", count: 2_001)) }
        try await f.db.addComment(recipeID: recipe, userID: f.bob, body: String(repeating: "a", count: 2_000))
        var ids: [Int64] = []
        for n in 1...4 { ids.append(try await f.db.addComment(recipeID: recipe, userID: f.bob, body: "Comment \(n)")) }
        let first = try await f.db.comments(recipeID: recipe, page: 1, pageSize: 3)
        #expect(first.comments.map(\.body) == ["Comment 4", "Comment 3", "Comment 2"] && first.hasMore)
        #expect(try await f.db.comments(recipeID: recipe, page: 2, pageSize: 3).comments.count == 2)

        let carol = try #require(try await f.db.createUser(username: "carol", email: nil, passwordHash: "x").id)
        await #expect(throws: SocialError.notFound) { try await f.db.deleteComment(id: ids[0], userID: carol) }
        #expect(try await f.db.deleteComment(id: ids[0], userID: f.bob) == recipe, "its author may")
        #expect(try await f.db.deleteComment(id: ids[1], userID: f.ann) == recipe, "the recipe's author may")
        #expect(try await f.db.comments(recipeID: recipe).comments.count == 3)

        // On a seed recipe (no author) only the commenter may delete.
        let seedComment = try await f.db.addComment(recipeID: f.soup, userID: f.bob, body: "Nice")
        await #expect(throws: SocialError.notFound) { try await f.db.deleteComment(id: seedComment, userID: f.ann) }
    }
}

extension SocialTests {
    @Test func deletingAnAccountTakesItsFavouritesAndStarsOffTheTotals() async throws {
        let f = try await Self.fixture()
        try await f.db.setFavourite(recipeID: f.stew, userID: f.ann, on: true)
        try await f.db.setFavourite(recipeID: f.stew, userID: f.bob, on: true)
        try await f.db.rate(recipeID: f.stew, userID: f.ann, stars: 1)
        try await f.db.rate(recipeID: f.stew, userID: f.bob, stars: 5)
        try await f.db.deleteUser(id: f.bob)
        let row = try await f.db.store.read { db in
            try SQLRow.fetchOne(db, sql: "SELECT favouriteCount, ratingAverage, ratingCount FROM recipe WHERE id = ?", arguments: [f.stew])
        }
        #expect(row?["favouriteCount"] == 1)
        #expect(row?["ratingAverage"] == 1.0)
        #expect(row?["ratingCount"] == 1)
    }
}
