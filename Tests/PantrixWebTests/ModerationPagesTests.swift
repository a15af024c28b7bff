import PantrixTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PantrixCore
import PantrixTestDatabases
@testable import PantrixWeb

/// Reports and moderation through the pages: the report menu, the admin queue, hiding,
/// deleting and voiding, and who may do what.
@Suite struct ModerationPagesTests {
    /// Signs `name` up and makes them an admin (the command line's `pantrix admin grant`).
    static func admin(_ db: AppDatabase, _ browser: inout Browser, _ name: String = "root") async throws {
        try await browser.register(name)
        try await db.setRole(.admin, username: name, by: .commandLine)
    }

    static func userID(_ db: AppDatabase, _ name: String) async throws -> Int64 {
        try #require(try await db.user(named: name)?.id)
    }

    /// The flash messages of a page, alone.
    static func flashes(_ page: Page) -> String {
        page.text.matches(of: /<p class="flash flash-\w+">([^<]*)<\/p>/).map { String($0.1) }.joined(separator: " ")
    }

    /// The markup of the page's section headed by `id`, up to the section's end.
    static func section(_ page: Page, _ id: String) -> String {
        guard let start = page.text.range(of: "id=\"\(id)\"") else { return "" }
        let rest = page.text[start.upperBound...]
        return String(rest[..<(rest.range(of: "</section>")?.lowerBound ?? rest.endIndex)])
    }

    @Test func theModerationPagesAre404ToEveryoneButAdmins() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var root = Browser(client)
            try await Self.admin(db, &root)
            var member = Browser(client)
            try await member.register("member")
            // An admin whose account was disabled while their browser still had its session.
            var disabled = Browser(client)
            try await Self.admin(db, &disabled, "former")
            try await db.store.write { db in
                try db.execute(sql: "UPDATE user SET disabledAt = ?, disabledReason = 'left' WHERE usernameKey = 'former'", arguments: [Date()])
            }
            let pages = ["/admin/reports", "/admin/reports?sort=most", "/admin/reports?show=resolved", "/admin/reports/cooks/1"]
            let forms = ["/admin/reports/recipe/1/dismiss", "/admin/reports/recipe/1/hide", "/admin/reports/photo/1/delete", "/admin/reports/cooking/1/void"]
            for (name, original) in [("signed out", Browser(client)), ("member", member), ("disabled admin", disabled)] {
                var browser = original
                _ = try await browser.get("/")  // takes the welcome message
                let unknown = try await browser.get("/admin/no-such-page")
                #expect(unknown.status == .notFound)
                for path in pages {
                    let page = try await browser.get(path)
                    #expect(page.status == .notFound && page.text == unknown.text, "\(name) \(path): like an unknown address")
                }
                var token = try await browser.get("/").csrf
                if token == nil { token = try await browser.get("/login").csrf }
                for path in forms {
                    let sent = try await browser.post(path, ["reason": "x", "back": "/"], csrf: token)
                    #expect(sent.status == .notFound, "\(name) \(path)")
                }
            }
            let queue = try await root.get("/admin/reports")
            #expect(queue.status == .ok && queue.contains("<h1>Reports</h1>") && queue.contains(#"<a href="/admin">Admin</a>"#))
            #expect(queue.contains("No reports waiting"))
            let log = try await root.get("/admin/reports/cooks/\(try await Self.userID(db, "member"))")
            #expect(log.status == .ok && log.contains("Cooking entries of") && log.contains(#"<a href="/admin">Admin</a>"#))
            #expect(try await root.get("/admin/reports/cooks/9999").status == .notFound)
            #expect(try await root.post("/admin/reports/cooking/9999/void", ["reason": "x"], csrfFrom: "/admin/reports").status == .notFound)
            #expect(try await root.post("/admin/reports/widget/1/hide", ["reason": "x"], csrfFrom: "/admin/reports").status == .notFound, "only the kinds of item there are")
            #expect(try await root.get("/admin/reports/widget/1/hide").status == .methodNotAllowed, "a form's address answers other methods with 405")
            #expect(try await db.auditLog().allSatisfy { $0.action != "voided cooking entry" })
        }
    }

    @Test func theReportMenuTakesOneReportPerPersonAndTheConfirmationNamesNobody() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let path = try #require(try await ann.post("/recipes/new", RecipeEditorTests.soup, csrfFrom: "/recipes/new").recipePath)
            let id = try #require(Int64(path.split(separator: "/").last ?? ""))
            let action = #"action="/report/recipe/\#(id)""#
            var visitor = Browser(client)
            #expect(!(try await visitor.get(path)).contains("report-menu"), "not for signed-out visitors")
            #expect(!(try await ann.get(path)).contains(action), "not on one's own recipe")

            var bob = Browser(client)
            try await bob.register("bob")
            let page = try await bob.get(path)
            #expect(page.contains(action) && page.contains(#"<details class="report-menu">"#))
            for reason in ReportReason.allCases { #expect(page.contains(#"value="\#(reason.rawValue)""#)) }

            let noReason = try await bob.post("/report/recipe/\(id)", ["note": "Typed words stay", "back": path], csrf: page.csrf)
            #expect(noReason.status == .unprocessableContent && noReason.contains("Choose what is wrong with it."))
            #expect(noReason.contains("Typed words stay") && noReason.contains("<h1>Report this recipe</h1>"))
            let long = try await bob.post("/report/recipe/\(id)", ["reason": "spam", "note": String(repeating: "n", count: 501), "back": path], csrf: page.csrf)
            #expect(long.status == .unprocessableContent && long.contains("Keep the note to 500 characters"))
            #expect(long.contains(#"value="spam" checked"#), "the chosen reason stays chosen")
            #expect(try await db.openReportCount() == 0)

            let sent = try await bob.post("/report/recipe/\(id)", ["reason": "spam", "note": "An advert", "back": path], csrf: page.csrf)
            #expect(sent.status == .seeOther && sent.location == path)
            let thanks = Self.flashes(try await bob.get(path))
            #expect(thanks == ReportsController.thanks)
            #expect(!thanks.contains("ann") && !thanks.contains("Lentil"), "nothing about whose it is")
            _ = try await bob.post("/report/recipe/\(id)", ["reason": "offensive", "back": path], csrf: page.csrf)
            #expect(Self.flashes(try await bob.get(path)) == "You already reported this. A moderator will look at it.")
            let evil = try await bob.post("/report/recipe/\(id)", ["reason": "spam", "back": "https://evil.example/"], csrf: page.csrf)
            #expect(evil.location == path, "back only to the site")
            #expect(try await db.openReportCount() == 1)

            let own = try await ann.post("/report/recipe/\(id)", ["reason": "spam", "back": path], csrfFrom: path)
            #expect(own.status == .seeOther)
            #expect(Self.flashes(try await ann.get(path)).contains("That is yours"))
            let annPage = try await ann.get(path)
            #expect(!annPage.contains("bob") && !annPage.contains("An advert"), "the reported person learns nothing of it")

            var secret = RecipeEditorTests.soup
            secret["title"] = "Secret Soup"
            secret["visibility"] = "private"
            let secretPath = try #require(try await ann.post("/recipes/new", secret, csrfFrom: "/recipes/new").recipePath)
            let secretID = try #require(secretPath.split(separator: "/").last)
            #expect(try await bob.post("/report/recipe/\(secretID)", ["reason": "spam"], csrf: page.csrf).status == .notFound,
                    "what you can't see, you can't report")
            #expect(try await bob.post("/report/recipe/99999", ["reason": "spam"], csrf: page.csrf).status == .notFound)
            #expect(try await bob.post("/report/widget/1", ["reason": "spam"], csrf: page.csrf).status == .notFound)
            #expect(try await visitor.post("/report/recipe/\(id)", ["reason": "spam"], csrfFrom: "/login").location?.hasPrefix("/login") == true)

            // A comment, a list and a profile each have the menu, for others only.
            let annID = try await Self.userID(db, "ann")
            _ = try await ann.post(path + "/comments", ["body": "Add more lemon."], csrfFrom: path)
            let comment = try #require(try await db.comments(recipeID: id).comments.first?.id)
            #expect(try await bob.get(path).contains(#"action="/report/comment/\#(comment)""#))
            #expect(!(try await ann.get(path)).contains(#"action="/report/comment/\#(comment)""#))
            let list = try await db.createList(userID: annID, name: "Soups", isPublic: true)
            #expect(try await bob.get("/lists/\(list.id!)").contains(#"action="/report/list/\#(list.id!)""#))
            #expect(!(try await ann.get("/lists/\(list.id!)")).contains("report-menu"))
            #expect(try await bob.get("/u/ann").contains(#"action="/report/profile/\#(annID)""#))
            #expect(!(try await ann.get("/u/ann")).contains("report-menu"))
            #expect(try await bob.post("/report/profile/\(annID)", ["reason": "other", "back": "/u/ann"], csrf: page.csrf).location == "/u/ann")
            #expect(Self.flashes(try await bob.get("/u/ann")) == ReportsController.thanks)

            // A disabled account with a session left acts on nothing.
            var cat = Browser(client)
            try await cat.register("cat")
            let token = try #require(try await cat.get(path).csrf)
            try await db.store.write { db in try db.execute(sql: "UPDATE user SET disabledAt = ? WHERE usernameKey = 'cat'", arguments: [Date()]) }
            #expect(try await cat.post("/report/recipe/\(id)", ["reason": "spam"], csrf: token).status == .forbidden)
            #expect(try await db.openReportCount() == 2)
        }
    }

    @Test func aHiddenRecipeIsGoneEverywhereItAppearedAtOnceAndItsAuthorIsToldWhy() async throws {
        let db = try AppDatabase.inMemory()
        // Shares lines with the soup, so each is the other's related recipe.
        let dal = try await db.addRecipe(PreparedRecipe(RecipeDraft(
            title: "Red Lentil Dal", category: "dinner", servings: 4,
            ingredients: ["1 cup red lentils", "1 onion, chopped", "2 cloves garlic", "1 tsp ground cumin"], steps: ["Simmer."])), origin: .seed)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let path = try #require(try await ann.post("/recipes/new", RecipeEditorTests.soup, csrfFrom: "/recipes/new").recipePath)
            let id = try #require(Int64(path.split(separator: "/").last ?? ""))
            let link = #"href="/recipes/\#(id)""#

            var bob = Browser(client)
            try await bob.register("bob")
            let token = try #require(try await bob.get(path).csrf)
            _ = try await bob.post(path + "/favourite", ["favourite": "yes"], csrf: token)
            _ = try await bob.post("/lists", ["name": "Soups", "visibility": "public", "recipeId": "\(id)"], csrf: token)
            let list = try #require(try await db.lists(ofUser: try await Self.userID(db, "bob")).first?.id)
            _ = try await bob.post("/u/ann/follow", [:], csrf: token)
            _ = try await bob.post("/pantry/items", ["lines": "red lentils\nonion\ngarlic\nground cumin\nvegetable broth\nlemon"], csrf: token)
            var visitor = Browser(client)

            /// Where someone other than the author finds the recipe; the visitor's pages come from
            /// the page cache the second time round.
            func shown(_ browser: inout Browser, signedIn: Bool) async throws -> [String: Bool] {
                var places: [String: Bool] = [:]
                let home = try await browser.get("/")
                places["popular"] = Self.section(home, "popular-heading").contains(link)
                places["recently added"] = Self.section(home, "recent-heading").contains(link)
                places["recipe page"] = try await browser.get(path).status == .ok
                places["JSON-LD export"] = try await browser.get(path + ".json").status == .ok
                places["search"] = try await browser.get("/search?q=lentil").contains(link)
                places["search filters"] = try await browser.get("/search?category=soup&cuisine=Turkish").contains(link)
                places["related recipes"] = Self.section(try await browser.get("/recipes/\(dal)"), "related-heading").contains(link)
                places["profile"] = try await browser.get("/u/ann").contains(link)
                places["a list"] = try await browser.get("/lists/\(list)").contains(link)
                if signedIn {
                    places["cook now on home"] = Self.section(home, "cook-heading").contains(link)
                    places["for you"] = Self.section(home, "for-you-heading").contains(link)
                    places["cook now"] = try await browser.get("/cook").contains(link)
                    places["favourites"] = try await browser.get("/favourites").contains(link)
                    places["following"] = try await browser.get("/following").contains(link)
                }
                return places
            }
            for _ in 0..<2 {
                for (place, seen) in try await shown(&bob, signedIn: true) { #expect(seen, "before: bob finds it in \(place)") }
                for (place, seen) in try await shown(&visitor, signedIn: false) { #expect(seen, "before: a visitor finds it in \(place)") }
            }

            _ = try await bob.post("/report/recipe/\(id)", ["reason": "copyright", "back": path], csrf: token)
            var root = Browser(client)
            try await Self.admin(db, &root)
            let queue = try await root.get("/admin/reports")
            #expect(queue.contains("Weeknight Lentil Soup") && queue.contains(#"action="/admin/reports/recipe/\#(id)/hide""#))
            #expect(queue.contains("copyright") && queue.contains("<strong>bob</strong>"), "admins see who reported it")
            let hidden = try await root.post(
                "/admin/reports/recipe/\(id)/hide", ["reason": "Copied from a cookbook", "back": "/admin/reports"], csrf: queue.csrf)
            #expect(hidden.status == .seeOther && hidden.location == "/admin/reports")
            let after = try await root.get("/admin/reports")
            #expect(Self.flashes(after).hasPrefix("Hidden.") && after.contains("No reports waiting"))

            for (place, seen) in try await shown(&bob, signedIn: true) { #expect(!seen, "after: bob still finds it in \(place)") }
            for (place, seen) in try await shown(&visitor, signedIn: false) { #expect(!seen, "after: a visitor still finds it in \(place)") }
            #expect(try await bob.get(path).status == .notFound)
            #expect(try await root.get(path).status == .notFound, "admins see it in the queue, not on its page")
            #expect(try await bob.post(path + "/comments", ["body": "hello?"], csrf: token).status == .notFound)
            #expect(try await bob.get("/u/ann").contains("<strong>0</strong> recipes"))
            for _ in 0..<10 {
                #expect(try await visitor.get("/recipes/random").location == "/recipes/\(dal)", "surprise me never picks it")
            }

            // Its author still has it, marked, with the moderator's reason, and nothing about who reported it.
            let own = try await ann.get(path)
            #expect(own.status == .ok && own.contains("A moderator hid this recipe on") && own.contains("“Copied from a cookbook”"))
            #expect(own.contains(#"<span class="badge badge-hidden">Hidden</span>"#) && !own.contains("bob"))
            #expect(try await ann.get(path + ".json").status == .ok)
            #expect(try await ann.get("/u/ann").contains(link))
            #expect(try await ann.get("/search?q=lentil").contains(link), "like a private recipe of hers")

            // Saving it in the editor keeps it hidden, whatever visibility the form sends.
            var edited = RecipeEditorTests.soup
            edited["title"] = "Weeknight Lentil Soup, again"
            #expect(try await ann.post(path + "/edit", edited, csrfFrom: path + "/edit").status == .seeOther)
            #expect(try await visitor.get(path).status == .notFound)
            #expect(!(try await visitor.get("/search?q=lentil")).contains(link))
            #expect(try await ann.get(path).contains("A moderator hid this recipe"))
        }
    }

    @Test func hiddenPhotosCommentsListsAndProfilesShowOnlyToTheirOwnerWithTheReason() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        let db = env.database
        let recipe = "/recipes/\(env.recipeID)"
        let app = try await env.app()
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            #expect(try await ann.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: env.recipeID, caption: "my plate").status == .seeOther)
            let photo = try #require(try await db.photos(forRecipe: env.recipeID).first?.photo)
            _ = try await ann.post(recipe + "/comments", ["body": "Rude words here"], csrfFrom: recipe)
            let comment = try #require(try await db.comments(recipeID: env.recipeID).comments.first?.id)
            let annID = try await Self.userID(db, "ann")
            let list = try #require(try await db.createList(userID: annID, name: "Brunch ideas", isPublic: true).id)

            var bob = Browser(client)
            try await bob.register("bob")
            let token = try #require(try await bob.get(recipe).csrf)
            let items = ["photo/\(photo.id!)", "comment/\(comment)", "list/\(list)", "profile/\(annID)"]
            for item in items {
                #expect(try await bob.post("/report/" + item, ["reason": "offensive", "back": recipe], csrf: token).status == .seeOther)
            }

            var root = Browser(client)
            try await Self.admin(db, &root)
            let queue = try await root.get("/admin/reports")
            #expect(queue.contains(#"src="/uploads/\#(photo.thumbFile)""#), "the photo is previewed in place")
            #expect(queue.contains("Rude words here") && queue.contains("Brunch ideas") && queue.contains("Recipes: 0 · comments: 1 · photos: 1"))
            let refused = try await root.post("/admin/reports/comment/\(comment)/hide", ["reason": " ", "back": "/admin/reports?sort=most"], csrf: queue.csrf)
            #expect(refused.status == .unprocessableContent && refused.contains("Give a reason: its owner is shown it."))
            #expect(refused.contains(#"aria-current="page">Most reported"#), "the queue it was sent from")
            let long = String(repeating: "r", count: 501)
            let tooLong = try await root.post("/admin/reports/comment/\(comment)/hide", ["reason": long, "back": "/admin/reports"], csrf: queue.csrf)
            #expect(tooLong.status == .unprocessableContent && tooLong.contains(#"value="\#(long)""#), "what was typed stays")
            for item in items {
                let sent = try await root.post("/admin/reports/\(item)/hide", ["reason": "Breaks the rules", "back": "/admin/reports"], csrf: queue.csrf)
                #expect(sent.status == .seeOther, "\(item)")
            }
            #expect(try await root.get("/admin/reports").contains("No reports waiting"))
            let resolved = try await root.get("/admin/reports?show=resolved")
            #expect(resolved.text.components(separatedBy: #"<span class="badge badge-hidden">Hidden</span>"#).count == 5, "all four, marked hidden")

            for (name, original) in [("bob", bob), ("a visitor", Browser(client))] {
                var browser = original
                let page = try await browser.get(recipe)
                #expect(!page.contains(photo.thumbFile) && !page.contains("my plate"), "\(name): the photo is gone")
                #expect(!page.contains("Rude words here"), "\(name): the comment is gone")
                #expect(!page.contains(#"id="photo-\#(photo.id!)""#))
                #expect(try await browser.get("/uploads/\(photo.thumbFile)").status == .notFound, "\(name): its old address answers nothing")
                #expect(try await browser.get("/lists/\(list)").status == .notFound, "\(name): the list")
                #expect(try await browser.get("/u/ann").status == .notFound, "\(name): the profile")
            }

            let own = try await ann.get(recipe)
            #expect(own.contains("A moderator hid this photo on") && own.contains("A moderator hid this comment on"))
            #expect(own.contains("Rude words here") && own.contains("“Breaks the rules”"))
            let moved = try #require(try await db.photo(id: photo.id!))
            #expect(own.contains(moved.thumbFile) && moved.thumbFile != photo.thumbFile)
            #expect(try await ann.get("/uploads/\(moved.thumbFile)").status == .ok)
            let ownList = try await ann.get("/lists/\(list)")
            #expect(ownList.status == .ok && ownList.contains("A moderator hid this list on"))
            let profile = try await ann.get("/u/ann")
            #expect(profile.status == .ok && profile.contains("A moderator hid this profile on") && !profile.contains("bob"))
            #expect(try await db.auditLog().filter { $0.action.hasPrefix("hid ") }.count == 4)
        }
    }

    @Test func deletingFromTheQueueRemovesTheItemAndItsFiles() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        let db = env.database
        let recipe = "/recipes/\(env.recipeID)"
        let app = try await env.app()
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            #expect(try await ann.uploadPhoto(try PhotoFixture.data("dish.jpg"), to: env.recipeID).status == .seeOther)
            _ = try await ann.post(recipe + "/comments", ["body": "Spam spam spam"], csrfFrom: recipe)
            let comment = try #require(try await db.comments(recipeID: env.recipeID).comments.first?.id)
            let annID = try await Self.userID(db, "ann")
            let list = try #require(try await db.createList(userID: annID, name: "Buy my book", isPublic: true).id)
            #expect(env.files().count == 2)

            var bob = Browser(client)
            try await bob.register("bob")
            let token = try #require(try await bob.get(recipe).csrf)
            for item in ["comment/\(comment)", "list/\(list)", "recipe/\(env.recipeID)", "profile/\(annID)"] {
                _ = try await bob.post("/report/" + item, ["reason": "spam"], csrf: token)
            }
            var root = Browser(client)
            try await Self.admin(db, &root)
            let queue = try await root.get("/admin/reports")
            #expect(queue.contains(#"action="/admin/reports/recipe/\#(env.recipeID)/delete""#))
            #expect(queue.contains("/admin/reports/profile/\(annID)/hide") && !queue.contains("/admin/reports/profile/\(annID)/delete"),
                    "a profile is hidden, never deleted here")
            for item in ["comment/\(comment)", "list/\(list)"] {
                #expect(try await root.post("/admin/reports/\(item)/delete", ["back": "/admin/reports"], csrf: queue.csrf).status == .seeOther)
            }
            #expect(try await db.comments(recipeID: env.recipeID).comments.isEmpty)
            #expect(try await bob.get("/lists/\(list)").status == .notFound)
            #expect(try await root.post("/admin/reports/recipe/\(env.recipeID)/delete", ["back": "/admin/reports"], csrf: queue.csrf).status == .seeOther)
            #expect(try await bob.get(recipe).status == .notFound)
            #expect(try await ann.get(recipe).status == .notFound)
            #expect(env.files().isEmpty, "the photo files went with the recipe")
            let refused = try await root.post("/admin/reports/profile/\(annID)/delete", ["back": "/admin/reports"], csrf: queue.csrf)
            #expect(refused.status == .seeOther)
            #expect(Self.flashes(try await root.get("/admin/reports")).contains("Profiles are hidden here, not deleted"))
            #expect(try await db.user(named: "ann") != nil)
            let gone = try await root.post("/admin/reports/comment/\(comment)/delete", ["back": "/admin/reports"], csrf: queue.csrf)
            #expect(gone.status == .seeOther)
            #expect(Self.flashes(try await root.get("/admin/reports")).contains("no longer exists"))
            #expect(try await db.auditLog().map(\.action).filter { $0.hasPrefix("deleted") }.sorted() == ["deleted comment", "deleted list", "deleted recipe"])
        }
    }

    @Test func anAdminVoidsACookingEntryAndTheCookSeesWhy() async throws {
        let db = try AppDatabase.inMemory()
        let pancakes = try await db.addRecipe(PreparedRecipe(RecipeDraft(
            title: "Pancakes", category: "breakfast", servings: 2, ingredients: ["250 g all-purpose flour", "2 large eggs", "300 ml whole milk"],
            steps: ["Whisk and fry."])), origin: .seed)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var bob = Browser(client)
            try await bob.register("bob")
            _ = try await bob.post("/pantry/items", ["lines": "1 kg all-purpose flour\n6 eggs\n1 l whole milk"], csrfFrom: "/pantry")
            #expect(try await bob.post("/recipes/\(pancakes)/cooked", ["servings": "2"], csrfFrom: "/recipes/\(pancakes)/cooked").status == .seeOther)
            let bobID = try await Self.userID(db, "bob")
            let earned = try #require(try await db.standing(userID: bobID)?.points)
            let entry = try #require(try await db.cookingHistory(userID: bobID).first?.id)
            #expect(try await bob.get("/leaderboard").contains(#"<a href="/u/bob">bob</a>"#))

            var root = Browser(client)
            try await Self.admin(db, &root)
            #expect(try await root.get("/u/bob").contains(#"href="/admin/reports/cooks/\#(bobID)""#), "admins find the cook's entries from the profile")
            #expect(!(try await bob.get("/u/bob")).contains("/admin/reports/cooks/"))
            let log = try await root.get("/admin/reports/cooks/\(bobID)")
            #expect(log.contains("Pancakes") && log.contains("+\(earned) points") && log.contains(#"action="/admin/reports/cooking/\#(entry)/void""#))
            #expect(try await bob.post("/admin/reports/cooking/\(entry)/void", ["reason": "mine"], csrfFrom: "/").status == .notFound)
            let long = String(repeating: "w", count: 501)
            let refused = try await root.post("/admin/reports/cooking/\(entry)/void", ["reason": long], csrf: log.csrf)
            #expect(refused.status == .unprocessableContent && refused.contains("Keep the reason to 500 characters") && refused.contains(long))
            let voided = try await root.post("/admin/reports/cooking/\(entry)/void", ["reason": "Not really cooked"], csrf: log.csrf)
            #expect(voided.status == .seeOther && voided.location == "/admin/reports/cooks/\(bobID)#entry-\(entry)")
            let again = try await root.get("/admin/reports/cooks/\(bobID)")
            #expect(Self.flashes(again).hasPrefix("Voided.") && !again.contains(#"action="/admin/reports/cooking/\#(entry)/void""#))

            let history = try await bob.get("/u/bob")
            #expect(history.contains("no points: voided by a moderator (Not really cooked)"))
            #expect(history.contains("<strong>0</strong> points"))
            #expect(!(try await bob.get("/leaderboard")).contains(#"<a href="/u/bob">bob</a>"#))
            #expect(try await db.standing(userID: bobID) == nil)
            let audit = try #require(try await db.auditLog().first)
            #expect(audit.action == "voided cooking entry" && audit.actor == "root" && audit.reason == "Not really cooked")
            #expect(try await bob.get("/points").contains("A moderator can take points back"))
        }
    }
}
