import TemplateSamples
import PantrixTestSupport
import Foundation
@testable import PantrixCore
import Testing
@testable import Templates
@testable import TemplateSamples

/// The pieces of "getting back in" that other pages embed, and the mail's words.
@Suite struct RecoveryViewTests {
    @Test func theAdminsResetLinkButtonPostsWithItsToken() {
        let layout = PageSamples.layout("Anna", section: nil)
        let form = Partials.adminResetLinkForm(personID: 7, layout: layout).text
        #expect(form.contains(#"<form method="post" action="/admin/people/7/reset-link">"#))
        #expect(form.contains(#"name="_csrf" value="\#(layout.csrf ?? "")""#))
    }

    @Test func mailFailuresShowOnlyWhenThereAreSome() throws {
        #expect(Partials.mailFailures(MailFailureSummary(count: 0, recent: [])) == nil)
        let failure = MailFailure(
            id: 1, recipient: "anna@example.org", subject: "Choose a new Pantrix password", error: "exited with status 69: <refused>",
            createdAt: SampleRecords.now)
        let html = try #require(Partials.mailFailures(MailFailureSummary(count: 3, recent: [failure]))).text
        #expect(html.contains("3 emails failed to send in the last day"))
        #expect(html.contains("Choose a new Pantrix password to anna@example.org"))
        #expect(html.contains("exited with status 69: &lt;refused&gt;"), "what the program said is text")
    }

    @Test func theLoginPageOffersALinkOnlyWithMail() {
        let with = LoginPage(layout: PageSamples.layout("Log in", section: .account, user: nil, hasForm: true), next: "/", mailEnabled: true)
        #expect(with.document().text.contains(#"<a href="/forgot-password">Forgot your password?</a>"#))
        let without = LoginPage(layout: PageSamples.layout("Log in", section: .account, user: nil, hasForm: true), next: "/")
        #expect(without.document().text.contains("Ask an admin of this site for a reset link."))
    }

    @Test func theResetMailNamesTheAccountAndTheLinksLifetime() {
        let mail = AccountMailText.resetLink(username: "anna", link: "https://pantrix.example/reset-password/abc")
        #expect(mail.body.contains("Hello anna,"))
        #expect(mail.body.contains("\nhttps://pantrix.example/reset-password/abc\n"))
        #expect(mail.body.contains("works once, for one hour"))
        #expect(mail.body.unicodeScalars.allSatisfy { $0.isASCII }, "sent as 7bit")
    }
}
