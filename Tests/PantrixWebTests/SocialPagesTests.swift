import PantrixTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases
@testable import PantrixWeb

/// Favourites, lists, ratings and comments through the web pages, as people use them.
@Suite struct SocialPagesTests {
    static func recipe(_ db: AppDatabase, _ title: String, category: String = "dinner", rank: Int? = nil,
                       author: Int64? = nil, visibility: RecipeVisibility = .public) async throws -> Int64 {
        try await db.addRecipe(PreparedRecipe(RecipeDraft(title: title, category: category, servings: 2, ingredients: ["1 onion"], steps: ["Cook."])),
                               origin: author == nil ? .seed : .user, authorID: author, visibility: visibility, editorialRank: rank)
    }

    static func userID(_ db: AppDatabase, _ name: String) async throws -> Int64 {
        try #require(try await db.user(named: name)?.id)
    }

    @Test func favouriteWithAFormAndWithFetch() async throws {
        let db = try AppDatabase.inMemory()
        let soup = try await Self.recipe(db, "Soup", rank: 1)
        let stew = try await Self.recipe(db, "Stew", rank: 2)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            #expect(try await browser.get("/favourites").location?.hasPrefix("/login") == true)
            try await browser.register("ann")
            let empty = try await browser.get("/favourites")
            #expect(empty.contains("No favourites yet"))
            let home = try await browser.get("/")
            #expect(home.text.range(of: "Soup")!.lowerBound < home.text.range(of: "Stew")!.lowerBound)
            #expect(home.contains(#"action="/recipes/\#(stew)/favourite""#) && !home.contains("0 favourites"), "no count until there is one")

            let sent = try await browser.post("/recipes/\(stew)/favourite", ["favourite": "yes", "back": "/"], csrf: home.csrf)
            #expect(sent.status == .seeOther && sent.location == "/")
            let after = try await browser.get("/")
            let popular = String(after.text[after.text.range(of: "popular-heading")!.lowerBound...])
            #expect(popular.range(of: "Stew")!.lowerBound < popular.range(of: "Soup")!.lowerBound, "popular order follows favourites")
            #expect(after.contains("1 favourite") && after.contains("is-favourite"))
            #expect(try await browser.get("/favourites").contains("Stew"))

            let evil = try await browser.post("/recipes/\(soup)/favourite", ["favourite": "yes", "back": "//evil.example"], csrf: home.csrf)
            #expect(evil.location == "/recipes/\(soup)", "only same-site redirects")

            // The fetch() toggle gets JSON back instead of a redirect.
            var headers = HTTPFields()
            headers[.accept] = "application/json"
            let body = "favourite=no&_csrf=\(home.csrf ?? "")"
            let json = try await browser.send("/recipes/\(stew)/favourite", method: .post, body: body,
                                              contentType: "application/x-www-form-urlencoded", extraHeaders: headers)
            #expect(json.status == .ok && json.text.contains(#""favourite":false"#) && json.text.contains(#""count":0"#))
            let page = try await browser.get("/recipes/\(stew)")
            let heart = String(page.text[page.text.range(of: #"class="recipe-social""#)!.lowerBound...].prefix(1200))
            #expect(!heart.contains("0 favourites") && heart.contains(#"aria-pressed="false""#), "no count at none: \(heart)")
            #expect(!json.text.contains("confirm"), "someone else's recipe: no question about deleting it")
        }
    }

    @Test func privateRecipesAreNotFoundForFavouritesRatingsAndComments() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var owner = Browser(client)
            try await owner.register("owner")
            let secret = try await Self.recipe(db, "Secret", author: try await Self.userID(db, "owner"), visibility: .private)
            #expect(try await owner.post("/recipes/\(secret)/favourite", ["favourite": "yes"], csrfFrom: "/").status == .seeOther)
            var other = Browser(client)
            try await other.register("other")
            let token = try #require(try await other.get("/").csrf)
            #expect(try await other.post("/recipes/\(secret)/favourite", ["favourite": "yes"], csrf: token).status == .notFound)
            #expect(try await other.post("/recipes/\(secret)/rating", ["stars": "5"], csrf: token).status == .notFound)
            #expect(try await other.post("/recipes/\(secret)/comments", ["body": "hi"], csrf: token).status == .notFound)
            #expect(try await db.comments(recipeID: secret).comments.isEmpty)
            #expect(try await db.recipeSocial(recipeID: secret, viewerID: try await Self.userID(db, "owner")).rating.count == 0)
        }
    }

    @Test func everySocialPostNeedsTheCSRFToken() async throws {
        let db = try AppDatabase.inMemory()
        let soup = try await Self.recipe(db, "Soup")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("ann")
            let list = try #require(try await db.createList(userID: try await Self.userID(db, "ann"), name: "L", isPublic: false).id)
            let posts = ["/recipes/\(soup)/favourite", "/recipes/\(soup)/rating", "/recipes/\(soup)/comments", "/lists", "/lists/add-recipe",
                         "/lists/\(list)", "/lists/\(list)/delete", "/lists/\(list)/order", "/lists/\(list)/items/\(soup)/move",
                         "/lists/\(list)/items/\(soup)/delete", "/comments/1/delete"]
            for path in posts {
                let page = try await browser.post(path, ["stars": "5", "body": "x", "name": "x", "listId": "\(list)", "recipeId": "\(soup)"], csrf: "wrong")
                #expect(page.status == .forbidden, "\(path)")
            }
            #expect(try await db.lists(ofUser: try await Self.userID(db, "ann")).map(\.name) == ["L"])
            #expect(try await db.favouritedIDs(userID: try await Self.userID(db, "ann"), among: [soup]).isEmpty)
        }
    }

    @Test func listsCreateAddReorderRenameAndShare() async throws {
        let db = try AppDatabase.inMemory()
        let soup = try await Self.recipe(db, "Soup")
        let stew = try await Self.recipe(db, "Stew")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let recipePage = try await ann.get("/recipes/\(soup)")
            #expect(recipePage.contains("Add to a list"))
            let created = try await ann.post("/lists", ["name": "Weeknight dinners", "recipeId": "\(soup)", "back": "/recipes/\(soup)#lists"], csrf: recipePage.csrf)
            #expect(created.location == "/recipes/\(soup)#lists")
            let annID = try await Self.userID(db, "ann")
            let list = try #require(try await db.lists(ofUser: annID).first)
            #expect(list.name == "Weeknight dinners" && list.recipeCount == 1 && !list.isPublic)
            let stewPage = try await ann.get("/recipes/\(stew)")
            #expect(stewPage.contains(#"<option value="\#(list.id)">Weeknight dinners</option>"#))
            #expect(try await ann.post("/lists/add-recipe", ["listId": "\(list.id)", "recipeId": "\(stew)"], csrf: stewPage.csrf).status == .seeOther)
            let shown = try await ann.get("/lists/\(list.id)")
            #expect(shown.text.range(of: ">Soup<")!.lowerBound < shown.text.range(of: ">Stew<")!.lowerBound)
            #expect(try await ann.post("/lists/\(list.id)/items/\(stew)/move", ["direction": "up"], csrf: shown.csrf).status == .seeOther)
            let moved = try await ann.get("/lists/\(list.id)")
            #expect(moved.text.range(of: ">Stew<")!.lowerBound < moved.text.range(of: ">Soup<")!.lowerBound)
            #expect(try await ann.post("/lists/\(list.id)/order", ["order": "\(soup),\(stew)"], csrf: shown.csrf).status == .seeOther)
            #expect(try await db.listDetail(id: list.id, viewerID: annID).cards.map(\.title) == ["Soup", "Stew"])
            let inList = try await ann.get("/recipes/\(stew)")
            #expect(inList.contains(#"action="/lists/\#(list.id)/items/\#(stew)/delete""#))
            let removed = try await ann.post("/lists/\(list.id)/items/\(stew)/delete", ["back": "/recipes/\(stew)#lists"], csrf: inList.csrf)
            #expect(removed.location == "/recipes/\(stew)#lists")
            #expect(try await db.listDetail(id: list.id, viewerID: annID).cards.map(\.title) == ["Soup"])
            try await db.addToList(listID: list.id, recipeID: stew, userID: annID)
            let empty = try await ann.post("/lists", ["name": "  "], csrf: shown.csrf)
            #expect(empty.status == .unprocessableContent && empty.contains("Give the list a name"))

            // Private: another person (or a visitor) gets "not found", and can change nothing.
            var bob = Browser(client)
            try await bob.register("bob")
            #expect(try await bob.get("/lists/\(list.id)").status == .notFound)
            var visitor = Browser(client)
            #expect(try await visitor.get("/lists/\(list.id)").status == .notFound)
            let token = try #require(try await bob.get("/lists").csrf)
            #expect(try await bob.post("/lists/\(list.id)", ["name": "Bob's now", "visibility": "public"], csrf: token).status == .notFound)
            #expect(try await bob.post("/lists/\(list.id)/delete", [:], csrf: token).status == .notFound)
            #expect(try await bob.post("/lists/\(list.id)/order", ["order": "\(stew),\(soup)"], csrf: token).status == .notFound)
            #expect(try await bob.post("/lists/\(list.id)/items/\(stew)/move", ["direction": "up"], csrf: token).status == .notFound)
            #expect(try await bob.post("/lists/\(list.id)/items/\(stew)/delete", [:], csrf: token).status == .notFound)
            #expect(try await bob.post("/lists/add-recipe", ["listId": "\(list.id)", "recipeId": "\(stew)"], csrf: token).status == .notFound)
            let unchanged = try await db.listDetail(id: list.id, viewerID: annID)
            #expect(unchanged.list.name == "Weeknight dinners" && !unchanged.list.isPublic && unchanged.cards.map(\.title) == ["Soup", "Stew"])

            // Public: anyone can read it at its URL, still only the owner can change it.
            #expect(try await ann.post("/lists/\(list.id)", ["name": "Quick dinners", "visibility": "public"], csrf: shown.csrf).status == .seeOther)
            let shared = try await visitor.get("/lists/\(list.id)")
            #expect(shared.status == .ok && shared.contains("Quick dinners") && shared.contains("a list by ann") && !shared.contains("/delete"))
            #expect(try await bob.post("/lists/\(list.id)/delete", [:], csrf: token).status == .notFound)
            #expect(try await ann.get("/lists").contains("Quick dinners"))
            #expect(try await ann.post("/lists/\(list.id)/delete", [:], csrf: shown.csrf).location == "/lists")
            #expect(try await db.lists(ofUser: annID).isEmpty)
        }
    }

    @Test func ratingsShowOnPageAndCardsAndSortSearch() async throws {
        let db = try AppDatabase.inMemory()
        let soup = try await Self.recipe(db, "Soup", rank: 1)
        let stew = try await Self.recipe(db, "Stew", rank: 2)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let page = try await ann.get("/recipes/\(stew)")
            #expect(page.contains("No ratings yet") && page.contains(#"name="stars" value="5""#))
            #expect(try await ann.post("/recipes/\(stew)/rating", ["stars": "4"], csrf: page.csrf).location == "/recipes/\(stew)#rating")
            var bob = Browser(client)
            try await bob.register("bob")
            #expect(try await bob.post("/recipes/\(stew)/rating", ["stars": "1"], csrfFrom: "/").status == .seeOther)
            #expect(try await bob.post("/recipes/\(stew)/rating", ["stars": "5"], csrfFrom: "/").status == .seeOther)
            #expect(try await bob.post("/recipes/\(stew)/rating", ["stars": "9"], csrfFrom: "/").status == .seeOther)
            let rated = try await bob.get("/recipes/\(stew)")
            #expect(rated.contains("4.5 out of 5 from 2 ratings") && rated.contains("You rated it 5 stars."))
            #expect(rated.contains(#"value="5" checked"#))
            let sorted = try await ann.get("/search?sort=rating")
            #expect(sorted.text.range(of: ">Stew<")!.lowerBound < sorted.text.range(of: ">Soup<")!.lowerBound)
            #expect(sorted.contains("★ 4.5 (2)") && sorted.contains("Best rated"))
            var visitor = Browser(client)
            let signedOut = try await visitor.get("/recipes/\(stew)")
            #expect(signedOut.contains("4.5 out of 5 from 2 ratings") && signedOut.contains("to rate, comment and keep favourites"))
            #expect(!signedOut.contains(#"name="stars""#) && !signedOut.contains("/favourite\""))
            _ = soup
        }
    }

    @Test func commentsAreEscapedLimitedPagedAndDeletable() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("author")
            let pie = try await Self.recipe(db, "Pie", author: try await Self.userID(db, "author"))
            var bob = Browser(client)
            try await bob.register("bob")
            let page = try await bob.get("/recipes/\(pie)")
            let token = try #require(page.csrf)
            let script = "<script>alert('x')</script> & more"
            #expect(try await bob.post("/recipes/\(pie)/comments", ["body": script], csrf: token).location == "/recipes/\(pie)#comments")
            let shown = try await bob.get("/recipes/\(pie)")
            #expect(!shown.contains("<script>alert") && shown.contains("&lt;script&gt;alert("))

            let long = String(repeating: "ab", count: 1_001)
            let refused = try await bob.post("/recipes/\(pie)/comments", ["body": long], csrf: token)
            #expect(refused.status == .unprocessableContent && refused.contains("at most 2,000 characters; yours has 2,002"))
            #expect(refused.contains(">\(long)</textarea>"), "the typed text is kept")

            for n in 1...21 { _ = try await db.addComment(recipeID: pie, userID: try await Self.userID(db, "bob"), body: "Note \(n)") }
            let first = try await bob.get("/recipes/\(pie)")
            #expect(first.contains("Note 21") && !first.contains("Note 1<") && first.contains("?comments=2#comments"))
            let second = try await bob.get("/recipes/\(pie)?comments=2")
            #expect(second.contains("Note 1<") && second.contains("alert"))

            var carol = Browser(client)
            try await carol.register("carol")
            let comment = try #require(try await db.comments(recipeID: pie).comments.first)
            #expect(try await carol.post("/comments/\(comment.id)/delete", [:], csrfFrom: "/").status == .notFound)
            #expect(try await db.comments(recipeID: pie).comments.first == comment)
            #expect(!(try await carol.get("/recipes/\(pie)").contains("/comments/\(comment.id)/delete")))
            #expect(try await author.get("/recipes/\(pie)").contains("/comments/\(comment.id)/delete"))
            #expect(try await author.post("/comments/\(comment.id)/delete", [:], csrfFrom: "/").location == "/recipes/\(pie)#comments")
            let next = try #require(try await db.comments(recipeID: pie).comments.first)
            #expect(try await bob.post("/comments/\(next.id)/delete", [:], csrf: token).status == .seeOther)
        }
    }

    @Test func commentingTooFastIsRateLimited() async throws {
        let db = try AppDatabase.inMemory()
        let soup = try await Self.recipe(db, "Soup")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var bob = Browser(client)
            try await bob.register("bob")
            let token = try #require(try await bob.get("/recipes/\(soup)").csrf)
            for n in 1...10 {
                #expect(try await bob.post("/recipes/\(soup)/comments", ["body": "Comment \(n)"], csrf: token).status == .seeOther)
            }
            let limited = try await bob.post("/recipes/\(soup)/comments", ["body": "One more"], csrf: token)
            #expect(limited.status == .tooManyRequests && limited.contains("Please wait") && limited.headers[.retryAfter] != nil)
            #expect(try await db.comments(recipeID: soup).comments.count == 10)
        }
    }

    /// The number of SQL statements for a page of cards does not grow with the number of cards.
    @Test func cardPagesDoNotQueryPerCard() async throws {
        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0
            func add() { lock.lock(); value += 1; lock.unlock() }
            func take() -> Int { lock.lock(); defer { value = 0; lock.unlock() }; return value }
        }
        let counter = Counter()
        var config = AppDatabase.makeConfiguration()
        config.prepareDatabase { db in db.trace { _ in counter.add() } }
        let db = try AppDatabase(DatabaseQueue(configuration: config))
        let soup = try await Self.recipe(db, "Lonely soup", category: "soup")
        var ids: [Int64] = []
        for n in 1...24 { ids.append(try await Self.recipe(db, "Dinner \(n)")) }
        let dinners = ids
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let annID = try await Self.userID(db, "ann")
            try await db.setFavourite(recipeID: soup, userID: annID, on: true)
            for id in dinners.prefix(12) { try await db.setFavourite(recipeID: id, userID: annID, on: true) }
            _ = try await ann.get("/search?category=dinner")
            _ = counter.take()
            let one = try await ann.get("/search?category=soup")
            let few = counter.take()
            let many = try await ann.get("/search?category=dinner")
            let lots = counter.take()
            #expect(one.text.components(separatedBy: "class=\"card\"").count == 2)
            #expect(many.text.components(separatedBy: "class=\"card\"").count == 25)
            #expect(many.text.components(separatedBy: "favourite-button is-favourite").count == 13)
            #expect(few == lots, "1 card: \(few) statements, 24 cards: \(lots)")
        }
    }
}
