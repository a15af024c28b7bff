import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// The credentials and membership rules through the pages: a password change ends tokens,
/// calendar links and other sessions and gives this browser a new session id; making a token asks
/// for the password; a removed member's calendar link and join links stop; a member's invite stops
/// when member invites are turned off.
@Suite struct CredentialsPagesTests {
    static let password = "correct horse battery"

    /// Makes the calendar link on /plan; returns its path.
    static func calendarPath(_ browser: inout Browser) async throws -> String {
        let made = try await browser.post("/plan/feed", [:], csrfFrom: "/plan")
        let link = try #require(made.text.firstMatch(of: /value="(https?:\/\/[^"]+\.ics)"/)?.1)
        return String(link[link.range(of: "/plan/")!.lowerBound...])
    }

    @Test func changingThePasswordRevokesTokensAndCalendarLinkAndRenewsTheSession() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var laptop = Browser(client)
            try await laptop.register("ann")
            let tokens = [try await APITests.token(&laptop), try await APITests.token(&laptop, scope: "read")]
            let feed = try await Self.calendarPath(&laptop)
            var phone = Browser(client)
            try await phone.logIn("ann")
            for token in tokens { #expect(try await APITests.Client(client: client, token: token).call(.get, "/api/v1/pantry").status == .ok) }
            var calendar = Browser(client)
            #expect(try await calendar.get(feed).status == .ok)
            let oldCookie = try #require(laptop.cookies[SessionTests.cookie])

            let changed = try await laptop.post("/settings/password", [
                "currentPassword": Self.password, "newPassword": "a brand new secret", "newPasswordConfirm": "a brand new secret",
            ], csrfFrom: "/settings")
            #expect(changed.location == "/settings")
            let newCookie = try #require(laptop.cookies[SessionTests.cookie])
            #expect(newCookie != oldCookie, "this browser gets a new session id")
            #expect(try await laptop.get("/settings").contains(
                "Password changed. 2 API tokens were revoked, your calendar link was turned off and 1 other session signed out."))

            for token in tokens {
                #expect(try await APITests.Client(client: client, token: token).call(.get, "/api/v1/pantry").status == .unauthorized)
            }
            #expect(try await calendar.get(feed).status == .notFound)
            #expect(try await phone.get("/settings").status == .seeOther, "the other session is signed out")
            var stale = Browser(client)
            stale.cookies[SessionTests.cookie] = oldCookie
            #expect(try await stale.get("/settings").status == .seeOther, "the old session id no longer signs anyone in")
            let tokenPage = try await laptop.get("/settings/tokens")
            #expect(tokenPage.status == .ok && tokenPage.text.components(separatedBy: ">revoked<").count == 3)

            let again = try await laptop.post("/settings/password", [
                "currentPassword": "a brand new secret", "newPassword": "yet another secret", "newPasswordConfirm": "yet another secret",
            ], csrfFrom: "/settings")
            #expect(again.status == .seeOther)
            #expect(try await laptop.get("/settings").contains("Password changed. No other session, API token or calendar link was in use."))
        }
    }

    @Test func makingATokenAsksForThePasswordAndAnOfferedExpiry() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let wrong = try await ann.post(
                "/settings/tokens", ["name": "Kitchen tablet", "scope": "write", "expiry": "365", "password": "not my password"],
                csrfFrom: "/settings/tokens")
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.contains("That isn&#39;t your password."))
            #expect(wrong.contains(#"value="Kitchen tablet""#) && wrong.contains(#"<option value="write" selected>"#)
                    && wrong.contains(#"<option value="365" selected>"#), "the form keeps what was typed")
            #expect(!wrong.contains("pxt_"))

            let forever = try await ann.post(
                "/settings/tokens", ["name": "Kitchen tablet", "scope": "read", "expiry": "forever", "password": Self.password],
                csrfFrom: "/settings/tokens")
            #expect(forever.status == .unprocessableContent)
            #expect(forever.contains("Choose when the token expires"))
            let annID = try #require(try await db.user(named: "ann")?.id)
            #expect(try await db.apiTokens(userID: annID).isEmpty, "nothing was made, least of all a token that never expires")

            _ = try await APITests.token(&ann, expiry: "30")
            let made = try #require(try await db.apiTokens(userID: annID).first?.expiresAt)
            #expect(abs(made.timeIntervalSinceNow - 30 * 86_400) < 60)
        }
    }

    @Test func aRemovedMembersCalendarLinkAndJoinLinksStopWorking() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var (ann, ben, cat) = try await HouseholdPagesTests.annsFlatAndTwoNeighbours(client)
            let annsLink = try HouseholdPagesTests.joinPath(try await ann.post("/household/invites", [:], csrfFrom: "/household"))
            _ = try await ben.post(annsLink, [:], csrfFrom: annsLink)
            _ = try await ann.post("/plan/entries", ["text": "Pizza night", "day": UseByDate.string(Date()), "slot": "dinner"], csrfFrom: "/plan")
            let bensFeed = try await Self.calendarPath(&ben)
            let bensLink = try HouseholdPagesTests.joinPath(try await ben.post("/household/invites", [:], csrfFrom: "/household"))
            var calendar = Browser(client)
            #expect(try await calendar.get(bensFeed).text.contains("Pizza night"))

            let benID = try #require(try await db.user(named: "ben")?.id)
            _ = try await ann.post("/household/members/\(benID)/remove", [:], csrfFrom: "/household")

            #expect(try await calendar.get(bensFeed).status == .notFound, "Ben's old calendar link no longer shows the household's plan")
            let refused = try await cat.get(bensLink)
            #expect(refused.status == .gone)
            #expect(refused.contains("<h1>This invitation has been used or has expired</h1>"))
            #expect(refused.contains("Ask someone in the household to make you a new link."))
            #expect(!refused.contains("Something went wrong"))
            #expect(try await cat.post(bensLink, [:], csrfFrom: "/pantry").status == .gone)
            #expect(try await ben.get(bensLink).status == .gone, "his own link doesn't let Ben straight back in")
            #expect(try await db.household(userID: benID) == nil)
            let used = try await cat.get(annsLink)
            #expect(used.status == .gone && used.contains("<title>This invitation has been used or has expired"), "a used link says so too")
        }
    }

    @Test func aMembersInviteIsRefusedOnceMemberInvitesAreTurnedOff() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db, config: RegistrationModeTests.config(nil))
        try await app.test(.router) { client in
            var admin = try await Browser.admin("ada", client, db)
            var member = Browser(client)
            try await member.register("bob")
            _ = try await admin.post("/admin/settings", ["registration": "invite", "membersMayInvite": "yes"], csrfFrom: "/admin/settings")
            let token = try RegistrationModeTests.token(in: try await member.post("/invites", ["uses": "5", "days": "7"], csrfFrom: "/invites"))
            var friend = Browser(client)
            #expect(try await friend.get("/register?invite=\(token)").contains(#"name="invite""#))

            _ = try await admin.post("/admin/settings", ["registration": "invite"], csrfFrom: "/admin/settings")
            let form = try await friend.get("/register?invite=\(token)")
            #expect(form.contains("It was used up, withdrawn or has expired."))
            let posted = try await friend.post(
                "/register", ["username": "friend", "password": Self.password, "passwordConfirm": Self.password, "invite": token], csrf: form.csrf)
            #expect(posted.status == .forbidden)
            #expect(try await db.user(named: "friend") == nil)
        }
    }
}
