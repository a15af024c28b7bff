import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

@Suite struct SecurityTests {
    @Test func postWithoutOrWithWrongCSRFTokenIsRefused() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.get("/register")
            let fields = ["username": "csrf_victim", "password": "a long enough one", "passwordConfirm": "a long enough one"]
            let missing = try await browser.post("/register", fields)
            #expect(missing.status == .forbidden)
            #expect(missing.contains("Reload the page and submit it again"))
            let wrong = try await browser.post("/register", fields, csrf: "forged-token")
            #expect(wrong.status == .forbidden)
            var stranger = Browser(client)
            let noSession = try await stranger.post("/login", ["username": "x", "password": "y"], csrf: "anything")
            #expect(noSession.status == .forbidden)
            #expect(try await browser.logIn("csrf_victim").status == .unauthorized, "no account was created")
        }
    }

    @Test func logoutNeedsTheTokenToo() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("stays_in")
            #expect(try await browser.post("/logout", [:]).status == .forbidden)
            #expect(try await browser.get("/settings").status == .ok)
        }
    }

    @Test func failedLoginsForOneAccountAreThrottled() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("target")
            _ = try await browser.logOut()
            for _ in 0..<5 {
                #expect(try await browser.logIn("target", password: "guess guess").status == .unauthorized)
            }
            let blocked = try await browser.logIn("target")
            #expect(blocked.status == .tooManyRequests, "even the right password waits")
            #expect(blocked.contains("Too many failed attempts"))
            #expect(Int(blocked.headers[.retryAfter] ?? "") ?? 0 > 800)
            var other = Browser(client)
            try await other.register("bystander")
            _ = try await other.logOut()
            #expect(try await other.logIn("bystander").status == .seeOther, "other accounts are not affected")
        }
    }

    /// Several app servers behind a load balancer share one database and so the login limits:
    /// failures spread over two servers add up, and the lockout holds on both.
    @Test func failedLoginsAreCountedAcrossServersSharingTheDatabase() async throws {
        let database = try AppDatabase.inMemory()
        let serverA = Application(router: try await buildSite(config: TestApp.configuration(), database: database, sharedRateLimits: true).router)
        let serverB = Application(router: try await buildSite(config: TestApp.configuration(), database: database, sharedRateLimits: true).router)
        try await serverA.test(.router) { clientA in
            try await serverB.test(.router) { clientB in
                var onA = Browser(clientA)
                var onB = Browser(clientB)
                try await onA.register("target")
                _ = try await onA.logOut()
                for attempt in 0..<5 {
                    let page = try await (attempt.isMultiple(of: 2) ? onA.logIn("target", password: "guess guess")
                        : onB.logIn("target", password: "guess guess"))
                    #expect(page.status == .unauthorized)
                }
                let blockedOnB = try await onB.logIn("target")
                #expect(blockedOnB.status == .tooManyRequests, "three failures on A and two on B are five")
                #expect(try await onA.logIn("target").status == .tooManyRequests)
                var other = Browser(clientB)
                try await other.register("bystander")
                _ = try await other.logOut()
                #expect(try await other.logIn("bystander").status == .seeOther, "other accounts are not affected")
            }
        }
    }

    @Test func failedLoginsFromOneAddressAreThrottled() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            for attempt in 0..<20 {
                let page = try await browser.logIn("someone\(attempt)", password: "guess guess")
                #expect(page.status == .unauthorized)
            }
            let blocked = try await browser.logIn("someone_else", password: "guess guess")
            #expect(blocked.status == .tooManyRequests)
        }
    }

    /// For a scanner on a private instance: with --no-rate-limits, the log-in form keeps answering.
    @Test func withRateLimitsOffFailedLoginsAreNeverThrottled() async throws {
        var config = TestApp.configuration()
        config.rateLimits = false
        let app = try await TestApp.make(config: config)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("scanned")
            _ = try await browser.logOut()
            for _ in 0..<25 {
                #expect(try await browser.logIn("scanned", password: "guess guess").status == .unauthorized)
            }
            #expect(try await browser.logIn("scanned").status == .seeOther)
        }
    }

    @Test(arguments: ["/", "/login", "/does-not-exist", "/static/css/app.css"])
    func securityHeadersAreOnEveryResponse(path: String) async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let response = try await client.execute(uri: path, method: .get)
            let csp = try #require(response.headers[.contentSecurityPolicy])
            #expect(csp.contains("script-src 'self'"))
            #expect(!csp.contains("unsafe-inline"))
            #expect(csp.contains("frame-ancestors 'none'"))
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "strict-origin-when-cross-origin")
            #expect(response.headers[.contentType]?.contains("charset=utf-8") == true)
            #expect(response.headers[HTTPField.Name("X-XSS-Protection")!] == "0")
            #expect(response.headers[HTTPField.Name("Strict-Transport-Security")!] == nil, "not over plain HTTP")
        }
    }

    /// Text without a character set gets UTF-8 named; anything naming one, or not text, is left as it is.
    @Test func textWithoutACharacterSetIsNamedUTF8() {
        #expect(SecurityHeadersMiddleware<AppRequestContext>.lacksCharset("text/css"))
        #expect(SecurityHeadersMiddleware<AppRequestContext>.lacksCharset("text/"))
        #expect(SecurityHeadersMiddleware<AppRequestContext>.lacksCharset("text/plain; format=flowed"))
        #expect(!SecurityHeadersMiddleware<AppRequestContext>.lacksCharset("text/html; charset=utf-8"))
        #expect(!SecurityHeadersMiddleware<AppRequestContext>.lacksCharset("text/plain;charset=latin1"))
        #expect(!SecurityHeadersMiddleware<AppRequestContext>.lacksCharset("application/json"))
        #expect(!SecurityHeadersMiddleware<AppRequestContext>.lacksCharset("image/svg+xml"))
    }

    @Test func overHTTPSBrowsersAreToldToStayOnHTTPS() async throws {
        var config = TestApp.configuration()
        config.secureCookies = true
        let app = try await TestApp.make(config: config)
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.headers[HTTPField.Name("Strict-Transport-Security")!] == "max-age=31536000")
        }
    }

    @Test func signedInPagesAreNotStored() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            #expect(try await browser.get("/").headers[.cacheControl] == "public, max-age=60", "the same page for every visitor without a cookie")
            try await browser.register("private_person")
            #expect(try await browser.get("/").headers[.cacheControl] == "no-store")
            #expect(try await browser.get("/settings").headers[.cacheControl] == "no-store")
        }
    }

    @Test func userTextIsEscapedNotRendered() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.post("/login", ["username": "<script>alert(1)</script>", "password": "whatever"], csrfFrom: "/login")
            #expect(!page.contains("<script>alert(1)</script>"))
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }

    @Test func passwordsAreHashedWithBcryptCost12ByDefault() async throws {
        #expect(AppConfiguration().bcryptCost == 12)
        let hasher = PasswordHasher(cost: AppConfiguration().bcryptCost)
        let hash = try await hasher.hash("correct horse battery")
        #expect(hash.hasPrefix("$2b$12$"))
        #expect(try await hasher.verify("correct horse battery", against: hash))
        #expect(try await !hasher.verify("Correct horse battery", against: hash))
    }
}
