import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PantrixCore
import PantrixTestDatabases
@testable import PantrixWeb

/// The visibility rule as people meet it: counts that say what is shown, a profile's cooking
/// history, photo files and lists never giving away a private or hidden recipe.
@Suite struct VisibilityPagesTests {
    /// Three public stews; Ann's private "Secret stew" and hidden "Hidden stew", both with lemon.
    static func stews(_ db: AppDatabase, author: Int64) async throws -> (secret: Int64, hidden: Int64) {
        for title in ["Beef stew", "Bean stew", "Fish stew"] { _ = try await SocialPagesTests.recipe(db, title) }
        func lemony(_ title: String, _ visibility: RecipeVisibility) async throws -> Int64 {
            try await db.addRecipe(
                PreparedRecipe(RecipeDraft(title: title, category: "dinner", servings: 2, ingredients: ["1 onion", "1 lemon"], steps: ["Stew."])),
                origin: .user, authorID: author, visibility: visibility)
        }
        let secret = try await lemony("Secret stew", .private)
        let hidden = try await lemony("Hidden stew", .public)
        let root = try await db.createUser(username: "root", email: nil, passwordHash: "x")
        try await db.hide(ReportedItem(.recipe, hidden), reason: "Copied", by: AdminActor(root), now: Date())
        return (secret, hidden)
    }

    @Test func searchCountsSayWhatThePageAndTheAPIShow() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            _ = try await Self.stews(db, author: try await SocialPagesTests.userID(db, "ann"))
            var visitor = Browser(client)
            let stew = try await visitor.get("/search?q=stew")
            #expect(stew.contains("3 recipes"))
            #expect(!stew.contains("5 recipes") && !stew.contains("Secret stew") && !stew.contains("Hidden stew"))
            let lemon = try await visitor.get("/search?q=stew+lemon")
            #expect(lemon.contains("No recipes found"), "nothing shown, so nothing counted")
            #expect(!lemon.contains("2 recipes") && !lemon.contains("1 recipe"))
            #expect(try await ann.get("/search?q=stew").contains("5 recipes"), "her own private and hidden stews count for her")

            var bob = Browser(client)
            try await bob.register("bob")
            let api = APITests.Client(client: client, token: try await APITests.token(&bob, scope: "read"))
            for (query, expected) in [("stew", 3), ("stew%20lemon", 0)] {
                let json = try #require(try await api.call(.get, "/api/v1/recipes?q=\(query)").json as? [String: Any])
                let recipes = try #require(json["recipes"] as? [Any])
                #expect(json["total"] as? Int == expected && recipes.count == expected, "\(query): \(json)")
            }
        }
    }

    @Test func aProfilesCookingHistoryLeavesOutPrivateRecipes() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let annID = try await SocialPagesTests.userID(db, "ann")
            let secret = try await SocialPagesTests.recipe(db, "Midnight dumplings", author: annID, visibility: .private)
            let open = try await SocialPagesTests.recipe(db, "Sunday roast", author: annID)
            for recipe in [secret, open] { _ = try await db.recordCooking(recipeID: recipe, userID: annID, servings: nil, usedUp: []) }
            _ = try await ann.post("/settings/privacy", ["historyPublic": "yes"], csrfFrom: "/settings")
            let own = try await ann.get("/u/ann")
            #expect(own.contains("Midnight dumplings") && own.contains("Sunday roast"))
            var bob = Browser(client)
            try await bob.register("bob")
            var visitor = Browser(client)
            for page in [try await bob.get("/u/ann"), try await visitor.get("/u/ann")] {
                #expect(page.status == .ok && page.contains("Sunday roast"))
                #expect(!page.contains("Midnight dumplings"), "a private recipe's title is its author's alone")
            }
        }
    }

    @Test func aPrivateRecipesPhotoGoesOnlyToItsAuthorAndIsNotCachedPublicly() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        let uploads = try UploadsDirectory(path: env.uploadsPath)
        try await env.app().test(.router) { client in
            var owner = Browser(client)
            try await owner.register("ann")
            let ann = try await SocialPagesTests.userID(env.database, "ann")
            let secret = try await SocialPagesTests.recipe(env.database, "Secret stew", author: ann, visibility: .private)
            func photo(_ recipe: Int64) async throws -> String {
                let display = try uploads.write(Data("jpeg".utf8)), thumb = try uploads.write(Data("jpeg".utf8))
                _ = try await env.database.insertPhoto(Photo(
                    id: nil, userId: ann, recipeId: recipe, caption: "", displayFile: display, thumbFile: thumb,
                    width: 1, height: 1, thumbWidth: 1, thumbHeight: 1, bytes: 8, createdAt: Date()), quota: 10)
                return display
            }
            let secretFile = try await photo(secret), publicFile = try await photo(env.recipeID)
            var visitor = Browser(client)
            #expect(try await visitor.get("/uploads/\(secretFile)").status == .notFound)
            var bob = Browser(client)
            try await bob.register("bob")
            #expect(try await bob.get("/uploads/\(secretFile)").status == .notFound)
            let own = try await owner.get("/uploads/\(secretFile)")
            #expect(own.status == .ok && own.headers[.cacheControl]?.hasPrefix("private") == true)
            let open = try await visitor.get("/uploads/\(publicFile)")
            #expect(open.status == .ok && open.headers[.cacheControl] == "public, max-age=31536000, immutable")
        }
    }

    @Test func aListIsNotMadeForARecipeThePersonCantSee() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let secret = try await SocialPagesTests.recipe(db, "Secret", author: try await SocialPagesTests.userID(db, "ann"), visibility: .private)
            var bob = Browser(client)
            try await bob.register("bob")
            let token = try #require(try await bob.get("/lists").csrf)
            for recipe in ["\(secret)", "424242", "soup"] {
                let sent = try await bob.post("/lists", ["name": "Stolen", "visibility": "public", "recipeId": recipe], csrf: token)
                #expect(sent.status == .notFound, "\(recipe)")
            }
            #expect(try await db.lists(ofUser: try await SocialPagesTests.userID(db, "bob")).isEmpty, "no list was made")
        }
    }
}
