import PantrixCore

/// /household/join/{token} opened signed out: who invites the person to which household, with
/// Log in and Create an account both coming back to the link.
package struct HouseholdInvitationPage: Sendable {
    package let layout: LayoutModel
    package let name: String
    package let invitedBy: String
    package let memberNames: [String]
    package let expires: String
    package let logInHref: String
    /// Nil while this Pantrix takes no new accounts (closed, or by invitation only).
    package let registerHref: String?

    package init(layout: LayoutModel, preview: HouseholdInvitePreview, joinPath: String, signUpOpen: Bool) {
        var layout = layout
        layout.returnTo = joinPath
        self.layout = layout
        name = preview.name
        invitedBy = preview.invitedBy
        memberNames = preview.memberNames
        expires = DateText.dayAndTime(preview.expiresAt)
        logInHref = SiteURL.login.href(["next": joinPath])
        registerHref = signUpOpen ? SiteURL.register.href(["next": joinPath]) : nil
    }
}
