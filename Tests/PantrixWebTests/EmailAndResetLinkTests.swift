import Foundation
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// Changing the email in settings, and the reset link an admin makes to pass on.
@Suite struct EmailAndResetLinkTests {
    @Test func aNewAddressIsUsedOnceTheLinkSentToItIsOpened() async throws {
        let site = try await MailTestApp()
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("anna", email: "old@example.org")
            let wrong = try await browser.post("/settings/email", ["email": "new@example.org", "password": "nope"], csrfFrom: "/settings")
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.contains("That isn&#39;t your password."))
            #expect(wrong.contains(#"value="new@example.org""#))
            let unsendable = try await browser.post(
                "/settings/email", ["email": "anna@exämple.org", "password": "correct horse battery"], csrfFrom: "/settings")
            #expect(unsendable.contains("Pantrix can&#39;t send mail to that address"))

            let asked = try await browser.post("/settings/email", ["email": "new@example.org", "password": "correct horse battery"], csrfFrom: "/settings")
            #expect(asked.status == .seeOther)
            let settings = try await browser.get("/settings")
            #expect(settings.contains("We&#39;ve sent a link to new@example.org."))
            #expect(settings.contains("Waiting for you to open the link sent to <strong>new@example.org</strong>"))
            #expect(try await site.database.user(named: "anna")?.email == "old@example.org", "not before the link is opened")

            let mail = try #require(try await site.mailSent().first)
            #expect(mail.contains("To: new@example.org\n") && mail.contains("Subject: Confirm your new Pantrix email address"))
            let link = try #require(MailTestApp.link(in: mail))
            #expect(link.hasPrefix("/confirm-email/"))

            var elsewhere = Browser(client)
            let page = try await elsewhere.get(link)
            #expect(page.status == .ok)
            #expect(page.contains("Use <strong>new@example.org</strong> as the email address of the Pantrix account <strong>anna</strong>?"))
            #expect(page.headers[SecurityHeaders.referrerPolicy] == "no-referrer")
            #expect(try await site.database.user(named: "anna")?.email == "old@example.org", "opening the link changes nothing")
            let confirmed = try await elsewhere.post(link, [:], csrf: page.csrf)
            #expect(confirmed.status == .seeOther)
            #expect(try await site.database.user(named: "anna")?.email == "new@example.org")
            #expect(try await elsewhere.post(link, [:], csrf: page.csrf).status == .gone, "once")

            let notice = try #require(try await site.mailSent().last)
            #expect(notice.contains("To: old@example.org\n") && notice.contains("Subject: Your Pantrix email address was changed"))
            #expect(MailTestApp.link(in: notice) == nil)
        }
    }

    @Test func removingTheAddressAndChangingItWithoutMailAskForThePassword() async throws {
        let site = try await MailTestApp(mail: false)
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("anna", email: "old@example.org")
            let settings = try await browser.get("/settings")
            #expect(settings.contains("An admin can reach you there."))
            let wrong = try await browser.post("/settings/email", ["email": "", "password": "nope"], csrfFrom: "/settings")
            #expect(wrong.status == .unprocessableContent)
            #expect(try await site.database.user(named: "anna")?.email == "old@example.org")
            _ = try await browser.post("/settings/email", ["email": "new@example.org", "password": "correct horse battery"], csrfFrom: "/settings")
            #expect(try await site.database.user(named: "anna")?.email == "new@example.org", "no mail: set at once")
            #expect(try await browser.get("/settings").contains("Your email address is now new@example.org."))
            _ = try await browser.post("/settings/email", ["email": "", "password": "correct horse battery"], csrfFrom: "/settings")
            #expect(try await site.database.user(named: "anna")?.email == nil)
            #expect(try await browser.get("/settings").contains("Your email address is removed."))
            #expect(try await site.mailSent().isEmpty)
        }
    }

    @Test func anAdminMakesALinkToPassOnThatOnlyAdminsCanMake() async throws {
        let site = try await MailTestApp(mail: false)
        defer { site.program.remove() }
        try await site.app.test(.router) { client in
            var admin = Browser(client)
            try await admin.register("boss")
            try await site.database.setRole(.admin, username: "boss", by: .commandLine)
            var member = Browser(client)
            try await member.register("dora")
            let doraID = try await site.userID("dora")
            let path = "/admin/people/\(doraID)/reset-link"

            #expect(try await member.post(path, [:], csrfFrom: "/").status == .notFound, "members can't tell the route exists")
            var stranger = Browser(client)
            #expect(try await stranger.post(path, [:], csrfFrom: "/login").status == .notFound)
            #expect(try await admin.post("/admin/people/999999/reset-link", [:], csrfFrom: "/").status == .notFound)

            let made = try await admin.post(path, [:], csrfFrom: "/")
            #expect(made.status == .ok)
            #expect(made.contains("<h1>Reset link for dora</h1>"))
            #expect(made.contains("(24 hours)"))
            #expect(made.headers[.cacheControl] == "no-store")
            let link = try #require(MailTestApp.link(in: made.text))
            #expect(made.contains(#"value="https://pantrix.example\#(link)""#), "built from --public-url, never the Host header")
            let audit = try await site.database.auditLog()
            #expect(audit.contains { $0.actor == "boss" && $0.action == "made reset link" && $0.target == "user dora" })

            site.clock.advance(23 * 3600)
            let form = try await stranger.get(link)
            #expect(form.contains("<strong>dora</strong>"))
            let reset = try await stranger.post(link, ["newPassword": "dora's new secret", "newPasswordConfirm": "dora's new secret"], csrf: form.csrf)
            #expect(reset.status == .seeOther)
            #expect(try await member.get("/settings").status == .seeOther, "dora's old session ended")

            let second = try #require(MailTestApp.link(in: try await admin.post(path, [:], csrfFrom: "/").text))
            site.clock.advance(24 * 3600 + 1)
            #expect(try await stranger.get(second).status == .gone, "valid 24 hours")

            try await site.database.disableUser(id: doraID, reason: "spam", by: .commandLine)
            let disabled = try await admin.post(path, [:], csrfFrom: "/")
            #expect(disabled.status == .unprocessableContent)
            #expect(disabled.contains("That account is disabled. Enable it first"))
        }
    }
}
