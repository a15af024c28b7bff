import PantrixTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// A join link opened signed out: the page says who invites to what, and the invitation
/// survives creating an account or logging in, which both end at the join confirmation.
@Suite struct HouseholdInvitationTests {
    /// Ann's household "Elm Street" and the path of a fresh join link she made.
    static func invitation(_ client: any TestClientProtocol) async throws -> String {
        var ann = Browser(client)
        try await ann.register("ann")
        _ = try await ann.post("/household", ["name": "Elm Street"], csrfFrom: "/household")
        return try HouseholdPagesTests.joinPath(try await ann.post("/household/invites", [:], csrfFrom: "/household"))
    }

    /// Where the link (or button) reading `text` in the page's main part goes (the header has a
    /// plain "Log in" of its own).
    static func href(_ page: Page, _ text: String) throws -> String {
        let main = try #require(page.text.range(of: "<main")).upperBound
        let pattern = #"href="([^"]*)">"# + NSRegularExpression.escapedPattern(for: text) + "</a>"
        let match = try #require(page.text[main...].range(of: pattern, options: .regularExpression), "a link “\(text)”")
        let anchor = page.text[match]
        let start = try #require(anchor.range(of: "href=\""))
        let value = anchor[start.upperBound...].prefix { $0 != "\"" }
        return value.replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func signingUpFromTheInvitationComesBackToJoin() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            let join = try await Self.invitation(client)
            var ben = Browser(client)
            let invitation = try await ben.get(join)
            #expect(invitation.status == .ok, "the link shows the invitation, not a bare log-in page")
            #expect(invitation.contains("ann invited you to join Elm Street"))
            #expect(invitation.headers[.cacheControl] == "no-store", "a page only the link opens is kept by no cache")

            let signUp = try Self.href(invitation, "Create an account")
            #expect(signUp == "/register?next=" + join)
            // The header's links keep the invitation too.
            #expect(invitation.contains(#"<a class="header-link" href="/login?next=\#(join)">Log in</a>"#))
            #expect(invitation.contains(#"<a class="button button-small" href="/register?next=\#(join)">Sign up</a>"#))
            let form = try await ben.get(signUp)
            #expect(form.contains(#"<input type="hidden" name="next" value="\#(join)">"#))
            #expect(try Self.href(form, "Log in") == "/login?next=" + join, "switching to Log in keeps the invitation")
            let registered = try await ben.post("/register", [
                "username": "ben", "password": "correct horse battery", "passwordConfirm": "correct horse battery", "next": join,
            ], csrf: form.csrf)
            #expect(registered.location == join, "a new account lands on the join confirmation, not on tastes")

            let confirm = try await ben.get(join)
            #expect(confirm.contains("Join Elm Street?"))
            let joined = try await ben.post(join, ["bring": "yes"], csrf: confirm.csrf)
            #expect(joined.location == "/pantry")
            let benID = try #require(try await db.user(named: "ben")?.id)
            #expect(try await db.household(userID: benID)?.members.map(\.username) == ["ann", "ben"])
        }
    }

    @Test func loggingInFromTheInvitationComesBackToJoin() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            let join = try await Self.invitation(client)
            var cat = Browser(client)
            try await cat.register("cat")
            _ = try await cat.logOut()

            let logIn = try Self.href(try await cat.get(join), "Log in")
            #expect(logIn == "/login?next=" + join)
            let form = try await cat.get(logIn)
            #expect(try Self.href(form, "Create an account") == "/register?next=" + join)
            let loggedIn = try await cat.post("/login", ["username": "cat", "password": "correct horse battery", "next": join], csrf: form.csrf)
            #expect(loggedIn.location == join)
            #expect(try await cat.get(join).contains("Join Elm Street?"))
        }
    }

    @Test func signUpGoesOnlyToThisSitesOwnPages() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var eve = Browser(client)
            let form = try await eve.get("/register?next=https://evil.example/")
            #expect(!form.contains(#"name="next""#))
            let registered = try await eve.post("/register", [
                "username": "eve", "password": "correct horse battery", "passwordConfirm": "correct horse battery", "next": "//evil.example/x",
            ], csrf: form.csrf)
            #expect(registered.location == "/settings/taste?welcome=1", "an address elsewhere is dropped: the usual first step")
        }
    }

    @Test func withSignUpClosedTheInvitationOffersLogInOnly() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db, config: RegistrationModeTests.config(.closed))
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        _ = try await db.createHousehold(userID: ann, name: "Elm Street")
        let token = try await db.createHouseholdInvite(userID: ann)
        try await app.test(.router) { client in
            var visitor = Browser(client)
            let invitation = try await visitor.get("/household/join/" + token)
            #expect(invitation.contains("ann invited you to join Elm Street"))
            #expect(!invitation.contains("Create an account"))
            #expect(try Self.href(invitation, "Log in") == "/login?next=/household/join/" + token)
        }
    }
}
