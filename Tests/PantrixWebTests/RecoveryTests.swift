import Foundation
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// "Forgot your password?" as a person goes through it, with mail handed to a fake msmtp.
@Suite struct RecoveryTests {
    static let forgotMessage = "If an account has that username or email address, a link to choose a new password is on its way"

    @Test func aMailedLinkSetsANewPasswordOnceAndLogsOutEveryDevice() async throws {
        let site = try await MailTestApp()
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var laptop = Browser(client)
            try await laptop.register("anna", email: "anna@example.org")
            var phone = Browser(client)
            try await phone.logIn("anna")
            _ = try await laptop.logOut()

            let login = try await laptop.get("/login")
            #expect(login.contains(#"<a href="/forgot-password">Forgot your password?</a>"#))
            let asked = try await laptop.post("/forgot-password", ["account": "anna"], csrfFrom: "/forgot-password")
            #expect(asked.status == .seeOther)
            #expect(asked.location == "/forgot-password")
            #expect(try await laptop.get("/forgot-password").contains(Self.forgotMessage))

            let mail = try #require(try await site.mailSent().first)
            #expect(mail.contains("To: anna@example.org\n"))
            #expect(mail.contains("From: \"Pantrix\" <pantrix@example.org>\n"))
            #expect(mail.contains("Subject: Choose a new Pantrix password\n"))
            let link = try #require(MailTestApp.link(in: mail))
            #expect(link.hasPrefix("/reset-password/"))
            let token = String(link.dropFirst("/reset-password/".count))
            let userID = try await site.userID("anna")
            #expect(try await Self.accountTokenHashes(site.database, userID: userID) == [RandomToken.storedHash(of: token)], "only the hash is kept")

            let form = try await laptop.get(link)
            #expect(form.status == .ok)
            #expect(form.contains("Choose a new password") && form.contains("<strong>anna</strong>"))
            #expect(form.headers[SecurityHeaders.referrerPolicy] == "no-referrer", "the token never leaves in a Referer")
            #expect(form.headers[.cacheControl] == "no-store")

            let mismatch = try await laptop.post(link, ["newPassword": "a brand new secret", "newPasswordConfirm": "another"], csrf: form.csrf)
            #expect(mismatch.status == .unprocessableContent)
            #expect(mismatch.contains("The two passwords don&#39;t match."))
            let common = try await laptop.post(link, ["newPassword": "password123", "newPasswordConfirm": "password123"], csrf: form.csrf)
            #expect(common.contains("most commonly used"), "the same rules as registration")

            let reset = try await laptop.post(link, ["newPassword": "a brand new secret", "newPasswordConfirm": "a brand new secret"], csrf: form.csrf)
            #expect(reset.status == .seeOther)
            #expect(reset.location == "/")
            let home = try await laptop.get("/")
            #expect(home.contains("Your new password is set and you&#39;re logged in."))
            #expect(home.contains("anna"))
            #expect(try await phone.get("/settings").status == .seeOther, "every other device is logged out")

            let again = try await laptop.get(link)
            #expect(again.status == .gone)
            #expect(again.contains("This link has expired or was already used"))
            #expect(again.contains(#"href="/forgot-password">Send me a new link"#))
            let replay = try await laptop.post(link, ["newPassword": "attacker password 1", "newPasswordConfirm": "attacker password 1"], csrfFrom: "/")
            #expect(replay.status == .gone)

            _ = try await laptop.logOut()
            #expect(try await laptop.logIn("anna").status == .unauthorized, "the old password no longer works")
            #expect(try await laptop.logIn("anna", password: "a brand new secret").status == .seeOther)
        }
    }

    /// The page, its status and its wording say nothing about which accounts exist or have an
    /// email; only the mail program sees a difference.
    @Test func everyoneGetsTheSameAnswer() async throws {
        let site = try await MailTestApp()
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var setup = Browser(client)
            try await setup.register("with_mail", email: "cook@example.org")
            var other = Browser(client)
            try await other.register("no_mail")
            var third = Browser(client)
            try await third.register("turned_off", email: "off@example.org")
            try await site.database.disableUser(id: try await site.userID("turned_off"), reason: "spam", by: .commandLine)

            var answers: [String: (status: Int, location: String?, page: String)] = [:]
            for account in ["with_mail", "COOK@example.org", "no_mail", "nobody_here", "ghost@example.org", "turned_off"] {
                var visitor = Browser(client)
                let answer = try await visitor.post("/forgot-password", ["account": account], csrfFrom: "/forgot-password")
                let page = try await visitor.get("/forgot-password")
                // Each visitor's form token differs; nothing else may.
                let text = page.text.replacingOccurrences(of: page.csrf ?? "-", with: "TOKEN")
                answers[account] = (answer.status.code, answer.location, text)
            }
            let first = try #require(answers["with_mail"])
            #expect(first.status == 303 && first.page.contains(Self.forgotMessage))
            for (account, answer) in answers {
                #expect(answer.status == first.status && answer.location == first.location, "\(account)")
                #expect(answer.page == first.page, "\(account) reads the same")
            }
            let mails = try await site.mailSent()
            #expect(mails.count == 2, "one for the username, one for the email, none for the rest")
            #expect(mails.allSatisfy { $0.contains("To: cook@example.org\n") })
        }
    }

    /// The answer does not wait for the mail program, so its time doesn't depend on the account.
    @Test func theAnswerDoesNotWaitForTheMail() async throws {
        let site = try await MailTestApp(program: try FakeMailProgram(sleepSeconds: 3))
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("slow_mail", email: "slow@example.org")
            let token = try #require(try await browser.get("/forgot-password").csrf)
            let answer = try await browser.post("/forgot-password", ["account": "slow_mail"], csrf: token)
            #expect(answer.status == .seeOther)
            // The program writes the mail only after its 3-second sleep: none yet means the answer
            // did not wait for it (a measure of order, not of time, so a loaded machine can't fail it).
            #expect(try site.program.messages().isEmpty, "answered while the program still runs")
            #expect(try await site.mailSent().count == 1)
        }
    }

    @Test func aLinkExpiresAfterAnHourAndANewerOneReplacesIt() async throws {
        let site = try await MailTestApp()
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("anna", email: "anna@example.org")
            _ = try await browser.logOut()
            _ = try await browser.post("/forgot-password", ["account": "anna"], csrfFrom: "/forgot-password")
            let first = try #require(MailTestApp.link(in: try await site.mailSent().last ?? ""))
            site.clock.advance(600)
            _ = try await browser.post("/forgot-password", ["account": "anna@example.org"], csrfFrom: "/forgot-password")
            let second = try #require(MailTestApp.link(in: try await site.mailSent().last ?? ""))
            #expect(first != second)
            #expect(try await browser.get(first).status == .gone, "the newer link replaced it")
            #expect(try await browser.get(second).status == .ok)
            site.clock.advance(3600)
            let late = try await browser.get(second)
            #expect(late.status == .gone)
            #expect(late.contains("This link has expired or was already used"))
        }
    }

    @Test func requestsAreLimitedPerNameAndPerAddressAndMailPerAccount() async throws {
        let site = try await MailTestApp()
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("anna", email: "anna@example.org")
            _ = try await browser.logOut()
            for account in ["anna", "anna", "anna@example.org", "ANNA", "anna@example.org"] {
                #expect(try await browser.post("/forgot-password", ["account": account], csrfFrom: "/forgot-password").status == .seeOther)
            }
            #expect(try await site.mailSent().count == 3, "at most 3 mails an hour to one account, however it is named")
            for _ in 1...3 {
                _ = try await browser.post("/forgot-password", ["account": "nobody"], csrfFrom: "/forgot-password")
            }
            // 5 for the same name, then 429, whether or not an account has it.
            _ = try await browser.post("/forgot-password", ["account": "nobody"], csrfFrom: "/forgot-password")
            _ = try await browser.post("/forgot-password", ["account": "NOBODY"], csrfFrom: "/forgot-password")
            let limited = try await browser.post("/forgot-password", ["account": "nobody"], csrfFrom: "/forgot-password")
            #expect(limited.status == .tooManyRequests)
            #expect(limited.contains("Many reset links were asked for lately"))
            #expect(limited.headers[.retryAfter] != nil)
            // 10 from one address in all (5 + 3 + 2 so far went through), then 429 for any name.
            let another = try await browser.post("/forgot-password", ["account": "someone_else"], csrfFrom: "/forgot-password")
            #expect(another.status == .tooManyRequests)
            site.clock.advance(3601)
            #expect(try await browser.post("/forgot-password", ["account": "nobody"], csrfFrom: "/forgot-password").status == .seeOther)
        }
    }

    @Test func withoutMailThePagesSayToAskAnAdmin() async throws {
        let site = try await MailTestApp(mail: false)
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("anna", email: "anna@example.org")
            _ = try await browser.logOut()
            let login = try await browser.get("/login")
            #expect(login.contains("Forgot your password? Ask an admin of this site for a reset link."))
            #expect(!login.contains(#"href="/forgot-password""#))
            let page = try await browser.get("/forgot-password")
            #expect(page.contains("This site doesn't send email. Ask an admin of this site for a reset link"))
            #expect(!page.contains(#"name="account""#))
            #expect(try await browser.post("/forgot-password", ["account": "anna"], csrfFrom: "/login").status == .ok)
            #expect(try await site.mailSent().isEmpty)
            #expect(try await Self.accountTokenHashes(site.database, userID: try await site.userID("anna")).isEmpty)
        }
    }

    @Test func aFailedMailIsKeptForAdminsAndNotShownToThePerson() async throws {
        let site = try await MailTestApp(program: try FakeMailProgram(exitStatus: 69, stderr: "msmtp: cannot connect to relay.example.org"))
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("anna", email: "anna@example.org")
            _ = try await browser.logOut()
            let answer = try await browser.post("/forgot-password", ["account": "anna"], csrfFrom: "/forgot-password")
            #expect(answer.status == .seeOther)
            let page = try await browser.get("/forgot-password")
            #expect(page.contains(Self.forgotMessage))
            #expect(!page.contains("relay"))
            _ = try await site.mailSent()
            let failures = try await site.database.mailFailures(since: site.clock.now().addingTimeInterval(-86400))
            #expect(failures.count == 1)
            let failure = try #require(failures.recent.first)
            #expect(failure.recipient == "anna@example.org" && failure.subject == "Choose a new Pantrix password")
            #expect(failure.error.contains("exited with status 69: msmtp: cannot connect to relay.example.org"))
        }
    }

    @Test func aTokenInAPathIsNotLogged() {
        #expect(RequestLogMiddleware<AppRequestContext>.loggedPath("/reset-password/abcDEF123_-") == "/reset-password/…")
        #expect(RequestLogMiddleware<AppRequestContext>.loggedPath("/confirm-email/abcDEF123_-") == "/confirm-email/…")
        #expect(RequestLogMiddleware<AppRequestContext>.loggedPath("/recipes/42") == "/recipes/42")
    }

    @Test func aMalformedLinkIsAnsweredLikeAnExpiredOne() async throws {
        let site = try await MailTestApp()
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var browser = Browser(client)
            for path in ["/reset-password/short", "/reset-password/" + String(repeating: "A", count: 43)] {
                let page = try await browser.get(path)
                #expect(page.status == .gone, "\(path)")
                #expect(page.contains("This link has expired or was already used"))
            }
            // Control characters in any path are refused before a route sees them (PathCheckMiddleware).
            let controls = try await browser.get("/reset-password/%00%0a")
            #expect(controls.status == .badRequest && !controls.contains("Set-Cookie"))
        }
    }

    /// Every control character is found, typed or percent-encoded in either case, and nothing else.
    @Test func aControlCharacterIsFoundTypedOrEncoded() {
        let check = PathCheckMiddleware<AppRequestContext>.hasControlCharacter
        for path in ["/a%00", "/a%0a", "/a%0D", "/a%1f/b", "/a%7F", "/a%C2%80", "/a%c2%9f", "/a\t", "/a\u{7F}", "/a\u{85}", "/%09"] {
            #expect(check(path), "\(path)")
        }
        for path in ["/recipes/42", "/a%20b", "/a%C3%A9", "/a%e2%80%8b", "/a%C2%A0", "/a%zz", "/a%", "/a%0", "/a%2", "/café", "/a%C2", "/%25"] {
            #expect(!check(path), "\(path)")
        }
    }
}

extension RecoveryTests {
    /// What the database keeps of an account's open links: their hashes, never the tokens.
    static func accountTokenHashes(_ database: AppDatabase, userID: Int64) async throws -> [String] {
        try await database.store.read { db in
            try String.fetchAll(db, sql: "SELECT tokenHash FROM account_token WHERE userId = ? ORDER BY id", arguments: [userID])
        }
    }
}
