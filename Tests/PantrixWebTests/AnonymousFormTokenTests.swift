import PantrixTestSupport
import Foundation
import HummingbirdTesting
import Testing
@testable import PantrixCore
import PantrixTestDatabases
@testable import PantrixWeb

/// Signed-out forms carry a signed token bound to a cookie, so showing them stores nothing,
/// while CSRF stays enforced and signing in still starts a new session.
@Suite struct AnonymousFormTokenTests {
    static func sessionRows(_ db: AppDatabase) async throws -> Int {
        try await db.store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session") ?? 0 }
    }

    @Test func showingSignedOutFormsStoresNoSession() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            for path in ["/login", "/register", "/nutrition"] {
                for _ in 0..<3 {
                    var visitor = Browser(client)
                    let page = try await visitor.get(path)
                    #expect(page.status == .ok && page.csrf?.isEmpty == false, "\(path) has a form token")
                    let cookie = try #require(page.headers[values: .setCookie].first, "\(path)")
                    #expect(cookie.hasPrefix("pantrix_form=") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"))
                }
            }
            // Without mail set up, "forgot your password?" says to ask an admin (no form); it
            // stores nothing either.
            for _ in 0..<3 {
                var visitor = Browser(client)
                #expect(try await visitor.get("/forgot-password").status == .ok)
            }
            #expect(try await Self.sessionRows(db) == 0)
        }
    }

    @Test func signedOutFormsStillNeedTheirToken() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            #expect(try await ann.get("/settings").status == .ok, "registered and signed in")
            _ = try await ann.logOut()

            var visitor = Browser(client)
            let form = try await visitor.get("/login")
            let token = try #require(form.csrf)
            let fields = ["username": "ann", "password": "correct horse battery"]
            #expect(try await visitor.post("/login", fields).status == .forbidden, "no token")
            #expect(try await visitor.post("/login", fields, csrf: "wrong").status == .forbidden, "a wrong token")
            var stranger = Browser(client)
            #expect(try await stranger.post("/login", fields, csrf: token).status == .forbidden, "someone else's token without their cookie")
            var planted = Browser(client)
            planted.cookies["pantrix_form"] = String(repeating: "A", count: 43)
            #expect(try await planted.post("/login", fields, csrf: token).status == .forbidden, "a cookie value of the attacker's choosing")

            let rowsBefore = try await Self.sessionRows(db)
            let signedIn = try await visitor.post("/login", fields, csrf: token)
            #expect(signedIn.status == .seeOther)
            #expect(visitor.cookies["pantrix_session"] != nil, "a new session at login")
            #expect(try await visitor.get("/settings").status == .ok)
            #expect(try await Self.sessionRows(db) == rowsBefore + 1)
        }
    }

    /// Logging out used to leave a 24-hour session row behind just to say goodbye; the message now
    /// travels in a signed cookie, is shown once, and a forged one shows nothing.
    @Test func aGoodbyeIsShownOnceAndStoresNoSession() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            #expect(try await Self.sessionRows(db) == 1)
            let out = try await ann.logOut()
            #expect(out.status == .seeOther)
            #expect(try await Self.sessionRows(db) == 0, "no session is kept to carry the message")
            #expect(ann.cookies["pantrix_session"] == nil)
            let flashCookie = try #require(ann.cookies["pantrix_flash"])
            #expect(try await ann.get("/").contains("You have logged out"))
            #expect(ann.cookies["pantrix_flash"] == nil, "cleared once shown")
            #expect(try await !ann.get("/").contains("You have logged out"))

            var forger = Browser(client)
            let parts = flashCookie.split(separator: ".").map(String.init)
            let (payload, signature) = (parts.first ?? "", parts.last ?? "")
            let lie = RandomToken.base64url(Data(#"[{"kind":"error","message":"Call 555-0100 to unlock your account"}]"#.utf8))
            forger.cookies["pantrix_flash"] = lie + "." + signature
            #expect(try await !forger.get("/").contains("555-0100"), "a message we did not sign is not shown")
            forger.cookies["pantrix_flash"] = payload + ".x"
            #expect(try await !forger.get("/").contains("You have logged out"))
            #expect(try await Self.sessionRows(db) == 0)
        }
    }
}
