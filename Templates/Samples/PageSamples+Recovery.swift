import PantrixTestSupport
import Templates
import PantrixCore

/// Getting back in: forgot password, the reset and confirmation links, and the admin's reset link.
extension PageSamples {
    package static let forgotPassword = ForgotPasswordPage(
        layout: layout("Forgot your password?", section: .account, user: nil, hasForm: true), mailEnabled: true)

    package static let resetPassword = ResetPasswordPage(
        layout: layout("Choose a new password", section: .account, user: nil, hasForm: true), username: SampleRecords.viewer.username,
        action: SiteURL.resetPassword(.value("sample-token")).path)

    package static let linkNotValid = LinkNotValidPage(
        layout: layout(LinkNotValidPage.heading, section: .account, user: nil), kind: .reset, mailEnabled: true)

    package static let joinLinkNotValid = LinkNotValidPage(
        layout: layout(LinkNotValidPage.joinHeading, section: .account), kind: .householdJoin, mailEnabled: true)

    package static let confirmEmail = ConfirmEmailPage(
        layout: layout("Confirm your new email address", section: .account, hasForm: true), username: SampleRecords.viewer.username,
        email: "maya.cooks@example.org", action: SiteURL.confirmEmail(.value("sample-token")).path)

    package static let resetLinkMade = ResetLinkMadePage(
        layout: layout("Reset link for \(SampleRecords.author.username)", section: nil), username: SampleRecords.author.username,
        personHref: SiteURL.adminPerson(.value(SampleRecords.author.id ?? 0)).path,
        link: "https://pantrix.example" + SiteURL.resetPassword(.value("sample-token")).path,
        expires: SampleRecords.now.addingTimeInterval(AppDatabase.adminResetLinkLifetime), hours: 24)
}
