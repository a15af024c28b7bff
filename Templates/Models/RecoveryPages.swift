import Foundation

/// /forgot-password: a username or email to send a link to; on a server without mail, who to
/// ask instead.
package struct ForgotPasswordPage: Sendable {
    package let layout: LayoutModel
    package let mailEnabled: Bool
    package var account = FormField(id: "account")

    package init(layout: LayoutModel, mailEnabled: Bool, account: FormField = FormField(id: "account")) {
        self.layout = layout
        self.mailEnabled = mailEnabled
        self.account = account
    }
}

/// /reset-password/{token}: the new password for the account the link is for.
package struct ResetPasswordPage: Sendable {
    package let layout: LayoutModel
    package let username: String
    /// The form posts back to the link it came from.
    package let action: String
    package var newPassword = FormField(id: "newPassword")
    package var newPasswordConfirm = FormField(id: "newPasswordConfirm")

    package init(layout: LayoutModel, username: String, action: String) {
        self.layout = layout
        self.username = username
        self.action = action
    }
}

/// A reset, confirmation or household join link that no longer works, whatever the reason
/// (expired, used, replaced or withdrawn, mistyped): what to do next.
package struct LinkNotValidPage: Sendable {
    package enum Kind: Sendable { case reset, email, householdJoin }

    package let layout: LayoutModel
    package let kind: Kind
    package let mailEnabled: Bool

    package init(layout: LayoutModel, kind: Kind, mailEnabled: Bool) {
        self.layout = layout
        self.kind = kind
        self.mailEnabled = mailEnabled
    }

    package static let heading = "This link has expired or was already used"
    package static let joinHeading = "This invitation has been used or has expired"

    package var heading: String { kind == .householdJoin ? Self.joinHeading : Self.heading }
}

/// /confirm-email/{token}: the address and account a confirmation link is for, and a button
/// (opening a link changes nothing by itself; a mail scanner may open it first).
package struct ConfirmEmailPage: Sendable {
    package let layout: LayoutModel
    package let username: String
    package let email: String
    package let action: String

    package init(layout: LayoutModel, username: String, email: String, action: String) {
        self.layout = layout
        self.username = username
        self.email = email
        self.action = action
    }
}

/// After an admin made a reset link: the link, shown this once, for whom and until when.
package struct ResetLinkMadePage: Sendable {
    package let layout: LayoutModel
    package let username: String
    package let personHref: String
    package let link: String
    package let expires: Date
    package let hours: Int

    package init(layout: LayoutModel, username: String, personHref: String, link: String, expires: Date, hours: Int) {
        self.layout = layout
        self.username = username
        self.personHref = personHref
        self.link = link
        self.expires = expires
        self.hours = hours
    }
}
