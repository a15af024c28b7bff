import PantrixTestSupport
import Foundation
import GRDB
import HummingbirdTesting
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases
@testable import PantrixWeb

@Suite struct SessionTests {
    static let cookie = "pantrix_session"

    @Test func sessionIdChangesAtLoginAndCookieIsLocked() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("cookie_check")
            let signedIn = try #require(browser.cookies[Self.cookie])
            _ = try await browser.logOut()
            #expect(browser.cookies[Self.cookie] == nil, "logging out leaves no session, not even an anonymous one")
            // A session id planted before login (fixation) is never the one login hands out.
            let planted = "cGxhbnRlZC1zZXNzaW9uLWlkLTEyMw"
            browser.cookies[Self.cookie] = planted
            let loginForm = try await browser.get("/login")
            let token = try #require(loginForm.csrf)
            let response = try await browser.post("/login", ["username": "cookie_check", "password": "correct horse battery"], csrf: token)
            let after = try #require(browser.cookies[Self.cookie])
            #expect(after != planted && after != signedIn)
            let setCookie = try #require(response.headers[values: .setCookie].first { $0.hasPrefix(Self.cookie + "=") })
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Lax"))
            #expect(setCookie.contains("Path=/"))
            #expect(!setCookie.contains("Secure"), "Secure only when configured for HTTPS")
            #expect(Data(base64Encoded: after)?.count ?? 0 >= 16, "at least 128 random bits")
        }
    }

    @Test func secureCookiesUseTheHostPrefix() async throws {
        var config = TestApp.configuration()
        config.secureCookies = true
        let app = try await TestApp.make(config: config)
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/register")
            let formCookie = try #require(page.headers[values: .setCookie].first)
            #expect(formCookie.hasPrefix("__Host-pantrix_form="), "a signed-out form's cookie, not a session")
            #expect(formCookie.contains("Secure"))
            let signedUp = try await browser.post("/register", [
                "username": "secure", "email": "", "password": "correct horse battery", "passwordConfirm": "correct horse battery",
            ], csrf: page.csrf)
            let setCookie = try #require(signedUp.headers[values: .setCookie].first { $0.hasPrefix("__Host-pantrix_session=") })
            #expect(setCookie.contains("Secure"))
        }
    }

    @Test func oldCookieIsUselessAfterLogout() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("replayer")
            let stolen = browser.cookies
            _ = try await browser.logOut()
            var attacker = Browser(client)
            attacker.cookies = stolen
            let page = try await attacker.get("/settings")
            #expect(page.status == .seeOther)
            #expect(page.location?.hasPrefix("/login") == true)
        }
    }

    @Test func sessionsSurviveARestart() async throws {
        let file = TemporaryDatabaseFile()
        defer { file.remove() }
        let app = try await TestApp.make(database: try AppDatabase.open(path: file.path))
        let cookies = try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("durable")
            return browser.cookies
        }
        let restarted = try await TestApp.make(database: try AppDatabase.open(path: file.path))
        try await restarted.test(.router) { client in
            var browser = Browser(client)
            browser.cookies = cookies
            let page = try await browser.get("/settings")
            #expect(page.status == .ok)
            #expect(page.contains("durable"))
        }
    }

    @Test func idleAndAbsoluteExpiryLogYouOut() async throws {
        let database = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: database)
        try await app.test(.router) { client in
            var idle = Browser(client)
            try await idle.register("idle_user")
            let idleID = try #require(idle.cookies[Self.cookie])
            try await database.store.write { db in
                try db.execute(sql: "UPDATE session SET expiresAt = ? WHERE id = ?", arguments: [Date().addingTimeInterval(-1), idleID])
            }
            #expect(try await idle.get("/settings").status == .seeOther)

            var old = Browser(client)
            try await old.register("old_user")
            let oldID = try #require(old.cookies[Self.cookie])
            try await database.store.write { db in
                let data = try Data.fetchOne(db, sql: "SELECT data FROM session WHERE id = ?", arguments: [oldID])!
                var session = try JSONDecoder().decode(UserSession.self, from: data)
                session.createdAt = Date().addingTimeInterval(-31 * 24 * 3600)
                try db.execute(sql: "UPDATE session SET data = ? WHERE id = ?", arguments: [try JSONEncoder().encode(session), oldID])
            }
            #expect(try await old.get("/settings").status == .seeOther, "30 days after login the session ends")
        }
    }

    @Test func staleSessionsAreRefreshedSoActiveUsersStaySignedIn() async throws {
        let database = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: database)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("active_user")
            let id = try #require(browser.cookies[Self.cookie])
            let soon = Date().addingTimeInterval(600)
            try await database.store.write { db in
                let data = try Data.fetchOne(db, sql: "SELECT data FROM session WHERE id = ?", arguments: [id])!
                var session = try JSONDecoder().decode(UserSession.self, from: data)
                session.refreshedAt = Date().addingTimeInterval(-2 * 24 * 3600)
                try db.execute(sql: "UPDATE session SET data = ?, expiresAt = ? WHERE id = ?", arguments: [try JSONEncoder().encode(session), soon, id])
            }
            let page = try await browser.get("/settings")
            #expect(page.status == .ok)
            #expect(page.headers[values: .setCookie].contains { $0.hasPrefix(Self.cookie) }, "the cookie's expiry moves too")
            let expiresAt = try await database.store.read { db in
                try Date.fetchOne(db, sql: "SELECT expiresAt FROM session WHERE id = ?", arguments: [id])!
            }
            #expect(expiresAt > Date().addingTimeInterval(13 * 24 * 3600))
        }
    }
}
