import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// The one visibility rule (`RecipeAccess`): a public recipe is anyone's, a private or hidden
/// one its author's alone, in every count, list, history and photo.
@Suite struct RecipeVisibilityTests {
    /// Three public stews, Ann's private one and Ann's hidden one, and a public soup.
    struct Kitchen {
        let db: AppDatabase
        let ann: Int64
        let bob: Int64
        let secret: Int64
        let hidden: Int64
        let soup: Int64
    }

    static func kitchen() async throws -> Kitchen {
        let db = try AppDatabase.inMemory()
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let bob = try #require(try await db.createUser(username: "bob", email: nil, passwordHash: "x").id)
        let root = try await db.createUser(username: "root", email: nil, passwordHash: "x")
        func add(_ title: String, _ lines: [String], author: Int64? = nil, _ visibility: RecipeVisibility = .public) async throws -> Int64 {
            try await db.addRecipe(
                PreparedRecipe(RecipeDraft(title: title, category: "dinner", servings: 2, ingredients: lines, steps: ["Cook."])),
                origin: author == nil ? .seed : .user, authorID: author, visibility: visibility)
        }
        for title in ["Beef stew", "Bean stew", "Fish stew"] { _ = try await add(title, ["1 onion", "2 carrots"]) }
        let secret = try await add("Secret stew", ["1 onion", "1 lemon"], author: ann, .private)
        let hidden = try await add("Hidden stew", ["1 onion", "1 lemon"], author: ann)
        try await db.hide(ReportedItem(.recipe, hidden), reason: "Copied", by: AdminActor(root), now: Date())
        let soup = try await add("Lemon soup", ["1 lemon"], author: ann)
        return Kitchen(db: db, ann: ann, bob: bob, secret: secret, hidden: hidden, soup: soup)
    }

    static func search(_ text: String) -> RecipeSearch {
        var search = RecipeSearch()
        search.text = text
        return search
    }

    @Test(arguments: ["stew", "stew lemon", "onion"])
    func searchCountsWhatItShows(_ text: String) async throws {
        let k = try await Self.kitchen()
        for viewer in [nil, k.bob, k.ann] {
            let results = try await k.db.search(Self.search(text), viewerID: viewer)
            #expect(results.total == results.cards.count, "\(text) for \(viewer.map(String.init) ?? "anonymous")")
            #expect(results.cards.contains { $0.id == k.secret || $0.id == k.hidden } == (viewer == k.ann))
        }
        // The text-only path and the filtered path agree.
        let anonymous = try await k.db.search(Self.search("stew"), viewerID: nil)
        #expect(anonymous.total == 3)
        #expect(try await k.db.search(Self.search("stew"), viewerID: k.ann).total == 5)
    }

    @Test func swiftAndSQLRulesAgree() async throws {
        let k = try await Self.kitchen()
        let rows: [(id: Int64, visibility: String, author: Int64?)] = try await k.db.store.read { db in
            try SQLRow.fetchAll(db, sql: "SELECT id, visibility, authorId FROM recipe").map { row -> (id: Int64, visibility: String, author: Int64?) in
                (row["id"], row["visibility"], row["authorId"])
            }
        }
        #expect(Set(rows.map(\.visibility)) == ["public", "private", "hidden"])
        for viewer in [nil, k.ann, k.bob] {
            let bySQL: Set<Int64> = try await k.db.store.read { db in
                Set(try Int64.fetchAll(db, sql: "SELECT id FROM recipe r WHERE \(RecipeAccess.visibleSQL("r"))",
                                       arguments: [RecipeAccess.viewerArgument(viewer)]))
            }
            let bySwift = Set(rows.filter { RecipeAccess.mayView(visibility: $0.visibility, authorID: $0.author, viewerID: viewer) }.map(\.id))
            #expect(bySQL == bySwift)
        }
    }

    @Test func cookingHistoryShowsOthersOnlyRecipesTheyMaySee() async throws {
        let k = try await Self.kitchen()
        _ = try await k.db.recordCooking(recipeID: k.secret, userID: k.ann, servings: nil, usedUp: [])
        _ = try await k.db.recordCooking(recipeID: k.soup, userID: k.ann, servings: nil, usedUp: [])
        #expect(try await k.db.cookingHistory(userID: k.ann, shownTo: k.ann).map(\.recipeTitle).sorted() == ["Lemon soup", "Secret stew"])
        #expect(try await k.db.cookingHistory(userID: k.ann, shownTo: k.bob).map(\.recipeTitle) == ["Lemon soup"])
        #expect(try await k.db.cookingHistory(userID: k.ann, shownTo: nil).map(\.recipeTitle) == ["Lemon soup"])
        #expect(try await k.db.cookingHistory(userID: k.ann).count == 2, "the whole log stays for moderation and points")
    }

    @Test func aListIsMadeOnlyWithARecipeThePersonMaySee() async throws {
        let k = try await Self.kitchen()
        for recipe in [k.secret, k.hidden, 424_242] {
            await #expect(throws: SocialError.notFound) {
                try await k.db.createList(userID: k.bob, name: "Stews", isPublic: true, with: recipe)
            }
        }
        #expect(try await k.db.lists(ofUser: k.bob).isEmpty, "nothing made")
        let list = try await k.db.createList(userID: k.bob, name: "Soups", isPublic: false, with: k.soup)
        #expect(try await k.db.listDetail(id: #require(list.id), viewerID: k.bob).cards.map(\.title) == ["Lemon soup"])
    }

    @Test func photoFilesGoOnlyToWhoMaySeeTheirRecipe() async throws {
        let k = try await Self.kitchen()
        func photo(_ recipe: Int64, by user: Int64) async throws -> Photo {
            try await k.db.insertPhoto(Photo(
                id: nil, userId: user, recipeId: recipe, caption: "", displayFile: UploadsDirectory.randomName(),
                thumbFile: UploadsDirectory.randomName(), width: 1, height: 1, thumbWidth: 1, thumbHeight: 1, bytes: 2, createdAt: Date()), quota: 10)
        }
        let secret = try await photo(k.secret, by: k.ann), soup = try await photo(k.soup, by: k.bob)
        for name in [soup.displayFile, soup.thumbFile] {
            #expect(try await k.db.photoFileAccess(name: name, viewerID: nil) == .everyone)
        }
        for name in [secret.displayFile, secret.thumbFile] {
            #expect(try await k.db.photoFileAccess(name: name, viewerID: nil) == nil)
            #expect(try await k.db.photoFileAccess(name: name, viewerID: k.bob) == nil)
            #expect(try await k.db.photoFileAccess(name: name, viewerID: k.ann) == .viewerOnly)
            #expect(try await k.db.photoFileAccess(name: name, viewerID: k.bob, isAdmin: true) == .viewerOnly)
        }
        #expect(try await k.db.photoFileAccess(name: UploadsDirectory.randomName(), viewerID: k.ann) == nil, "no photo has it")
    }
}
