import PantrixTestSupport
import Foundation
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// Admins, disabled accounts and the admin area, as people on each side of it see them.
@Suite struct AdminTests {
    /// Every admin page and form, as a GET path or a POST path with fields.
    static let adminGets = ["/admin", "/admin/people", "/admin/people/1", "/admin/settings", "/admin/audit"]
    static let adminPosts: [(String, [String: String])] = [
        ("/admin/people/2/disable", ["reason": "spam"]), ("/admin/people/2/enable", [:]),
        ("/admin/people/2/delete", ["reason": "spam", "confirm": "yes"]),
        ("/admin/settings", ["registration": "closed"]),
    ]

    static func heading(_ page: Page) -> String? {
        guard let start = page.text.range(of: "<h1>"), let end = page.text.range(of: "</h1>", range: start.upperBound..<page.text.endIndex)
        else { return nil }
        return String(page.text[start.upperBound..<end.lowerBound])
    }

    @Test func theAdminAreaIsA404ToEveryoneButAdmins() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var admin = try await Browser.admin("ada", client, db)
            var member = Browser(client)
            try await member.register("bob")
            var visitor = Browser(client)
            let unknown = try await visitor.get("/admin/no-such-page")
            #expect(unknown.status == .notFound)

            for path in Self.adminGets {
                for (who, browserPage) in [("signed out", try await visitor.get(path)), ("member", try await member.get(path))] {
                    #expect(browserPage.status == .notFound, "\(who) \(path)")
                    #expect(Self.heading(browserPage) == Self.heading(unknown), "\(who) \(path) looks like any unknown address")
                }
                #expect(try await admin.get(path).status == .ok, "admin \(path)")
            }
            for (path, fields) in Self.adminPosts {
                let token = try await member.get("/settings").csrf
                let refused = try await member.post(path, fields, csrf: token)
                #expect(refused.status == .notFound, "member POST \(path)")
                // Without a token too: the admin check comes before the CSRF check.
                #expect(try await member.post(path, fields).status == .notFound, "member POST \(path) without a token")
                #expect(try await visitor.post(path, fields).status == .notFound, "signed-out POST \(path)")
            }
            // Nothing the member posted took effect.
            #expect(try await db.user(named: "bob")?.isDisabled == false)
            #expect(try await db.siteSettings().registration == nil)
            #expect(try await db.auditLog().allSatisfy { $0.action != "disabled account" })

            #expect(try await admin.get("/").contains(#"<a href="/admin""#), "admins have the Admin link")
            #expect(!(try await member.get("/").contains(#"href="/admin""#)), "members don't")
        }
    }

    @Test func disablingSignsSomeoneOutEverywhereAndLoginSaysWhy() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var admin = try await Browser.admin("ada", client, db)
            var phone = Browser(client)
            try await phone.register("mallory")
            var laptop = Browser(client)
            try await laptop.logIn("mallory")
            let mallory = try #require(try await db.user(named: "mallory")?.id)

            let missingReason = try await admin.post("/admin/people/\(mallory)/disable", ["reason": "  "], csrfFrom: "/admin/people/\(mallory)")
            #expect(missingReason.status == .unprocessableContent)
            #expect(missingReason.contains("Say why"))

            let disabled = try await admin.post(
                "/admin/people/\(mallory)/disable", ["reason": "Posting <b>spam</b> links"], csrfFrom: "/admin/people/\(mallory)")
            #expect(disabled.status == .seeOther)
            for var device in [phone, laptop] {
                let page = try await device.get("/settings")
                #expect(page.status == .seeOther && page.location?.hasPrefix("/login") == true, "signed out on every device")
            }
            let refused = try await phone.logIn("mallory")
            #expect(refused.status == .forbidden)
            #expect(refused.contains("This account has been disabled by an admin of this Pantrix: Posting &lt;b&gt;spam&lt;/b&gt; links."))
            let wrongPassword = try await phone.logIn("mallory", password: "not the password at all")
            #expect(wrongPassword.status == .unauthorized, "a wrong password learns nothing about the account")
            #expect(!wrongPassword.contains("disabled"))

            let person = try await admin.get("/admin/people/\(mallory)")
            #expect(person.contains("disabled"))
            let audit = try await admin.get("/admin/audit")
            #expect(audit.contains("<strong>ada</strong> disabled account"))
            #expect(audit.contains("why: Posting &lt;b&gt;spam&lt;/b&gt; links"), "reasons are shown as text")

            let enabled = try await admin.post("/admin/people/\(mallory)/enable", [:], csrfFrom: "/admin/people/\(mallory)")
            #expect(enabled.status == .seeOther)
            #expect(try await phone.logIn("mallory").status == .seeOther, "enabled again: logging in works")
            #expect(try await admin.get("/admin/audit").contains("enabled account"))
        }
    }

    @Test func anAdminDeletesAnAccountWithItsRecipesAfterConfirming() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var admin = try await Browser.admin("ada", client, db)
            var author = Browser(client)
            try await author.register("spammer")
            let authorID = try #require(try await db.user(named: "spammer")?.id)
            let recipe = try await db.addRecipe(
                PreparedRecipe(RecipeDraft(title: "Buy cheap pills", category: "dinner", servings: 1, ingredients: ["1 egg"], steps: ["Crack it."])),
                origin: .user, authorID: authorID)

            let unconfirmed = try await admin.post(
                "/admin/people/\(authorID)/delete", ["reason": "spam account"], csrfFrom: "/admin/people/\(authorID)")
            #expect(unconfirmed.status == .unprocessableContent)
            #expect(unconfirmed.contains("Tick the box to confirm."))
            #expect(unconfirmed.contains(#"value="spam account""#), "the reason stays typed in")
            #expect(try await db.user(id: authorID) != nil)

            let deleted = try await admin.post(
                "/admin/people/\(authorID)/delete", ["reason": "spam account", "confirm": "yes"], csrfFrom: "/admin/people/\(authorID)")
            #expect(deleted.status == .seeOther)
            #expect(try await db.user(id: authorID) == nil)
            #expect(try await admin.get("/recipes/\(recipe)").status == .notFound)
            #expect(try await author.get("/settings").status == .seeOther, "their session went with the account")
            #expect(try await admin.get("/admin/audit").contains("deleted account"))
            // Admins can't disable or delete themselves from here.
            let adaID = try #require(try await db.user(named: "ada")?.id)
            let own = try await admin.post("/admin/people/\(adaID)/disable", ["reason": "oops"], csrfFrom: "/admin/people/\(adaID)")
            #expect(own.status == .unprocessableContent)
            #expect(try await db.user(id: adaID)?.isDisabled == false)
        }
    }

    @Test func peopleAreFoundByNameOrEmailWithWhatTheyDid() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var admin = try await Browser.admin("ada", client, db)
            var cook = Browser(client)
            try await cook.register("jamie_cooks", email: "jamie@example.org")
            let cookID = try #require(try await db.user(named: "jamie_cooks")?.id)
            try await db.addRecipe(
                PreparedRecipe(RecipeDraft(title: "Lentil soup", category: "dinner", servings: 2, ingredients: ["200 g lentils"], steps: ["Simmer."])),
                origin: .user, authorID: cookID)

            let byMail = try await admin.get("/admin/people?q=EXAMPLE.ORG")
            #expect(byMail.contains("jamie_cooks"))
            #expect(byMail.contains("1 recipe · 0 comments · 0 photos · cooked 0 times"))
            #expect(!byMail.contains(#"href="/admin/people/1""#), "ada's email doesn't match")
            let none = try await admin.get("/admin/people?q=%25")
            #expect(none.contains("Nobody matches"), "% is a character, not a wildcard")
        }
    }

    @Test func theServerDefaultDependsOnWhereItListens() {
        var config = AppConfiguration()
        config.host = "127.0.0.1"
        #expect(config.defaultRegistration == .open)
        config.host = "0.0.0.0"
        #expect(config.defaultRegistration == .invite)
        config.host = "192.168.1.20"
        #expect(config.defaultRegistration == .invite)
        config.registration = .closed
        #expect(config.defaultRegistration == .closed)
    }
}
