import FoodKit
import PantrixCore

/// /register: what was typed comes back with each problem next to its field (never the password).
package struct RegisterPage: Sendable {
    /// Why nobody can sign up here right now, shown instead of the form.
    package enum Closed: Sendable, Equatable {
        /// Sign-up is closed on this instance.
        case closed
        /// Sign-up needs an invite link, and none came with the visit.
        case inviteOnly
        /// The link's invite was used up, revoked or expired (one message for all).
        case inviteNotValid
    }

    package let layout: LayoutModel
    package var username = FormField(id: "username")
    package var email = FormField(id: "email")
    package var password = FormField(id: "password")
    package var passwordConfirm = FormField(id: "passwordConfirm")
    /// A problem with the whole form (too many sign-ups from one network).
    package var error: String?
    package var closed: Closed?
    /// The invite link's token, carried from the link through the form.
    package var invite: String?
    /// No admin yet and the server runs with `--first-user-admin`: the form offers to make this
    /// account the admin.
    package var offerAdmin = false
    package var makeAdmin = false
    /// Where the new account goes instead of its first tastes (a household's join link), carried
    /// through the form; already checked as one of the site's own paths.
    package var next: String?

    /// "Log in" instead, going on to the same place.
    package var logInHref: String { SiteURL.login.href(["next": next]) }

    package init(layout: LayoutModel, username: FormField = FormField(id: "username"), email: FormField = FormField(id: "email"), password: FormField = FormField(id: "password"), passwordConfirm: FormField = FormField(id: "passwordConfirm"), error: String? = nil) {
        self.layout = layout
        self.username = username
        self.email = email
        self.password = password
        self.passwordConfirm = passwordConfirm
        self.error = error
    }
}

/// /login: one message for any failure, so it doesn't reveal which accounts exist.
package struct LoginPage: Sendable {
    package let layout: LayoutModel
    package var username = FormField(id: "username")
    package var error: String?
    package var next: String
    /// "Forgot your password?" sends a link by mail; without mail the page says to ask an admin.
    package var mailEnabled: Bool

    package init(layout: LayoutModel, username: FormField = FormField(id: "username"), error: String? = nil, next: String, mailEnabled: Bool = false) {
        self.layout = layout
        self.username = username
        self.error = error
        self.next = next
        self.mailEnabled = mailEnabled
    }

    /// "Create an account" instead, going on to the same place.
    package var registerHref: String { SiteURL.register.href(["next": next == SiteURL.home.path ? nil : next]) }
}

/// /settings: change password and delete account, each with its own form and errors.
package struct SettingsPage: Sendable {
    package let layout: LayoutModel
    package let username: String
    package let email: String?
    package let memberSince: String
    package var currentPassword = FormField(id: "currentPassword")
    package var newPassword = FormField(id: "newPassword")
    package var newPasswordConfirm = FormField(id: "newPasswordConfirm")
    package var deletePassword = FormField(id: "deletePassword")
    package var deleteConfirm = FormField(id: "deleteConfirm")
    package var historyPublic = false
    /// Display: light or dark, and the measures recipes open in.
    package var themeChoices = FormOption.themes(.system)
    package var measureChoices = FormOption.measures(.original)
    /// Admins, and members when an admin allows it, may make invite links.
    package var mayInvite = false
    /// The email form: the new address (empty removes it) and the current password.
    package var newEmail = FormField(id: "newEmail")
    package var emailPassword = FormField(id: "emailPassword")
    /// A new address waiting for its confirmation link to be opened, and until when it works.
    package var pendingEmail: String?
    package var pendingEmailUntil: String?
    /// With mail, a new address is confirmed by a link sent to it; without, it is set at once.
    package var mailEnabled = false

    package init(layout: LayoutModel, username: String, email: String? = nil, memberSince: String, currentPassword: FormField = FormField(id: "currentPassword"), newPassword: FormField = FormField(id: "newPassword"), newPasswordConfirm: FormField = FormField(id: "newPasswordConfirm"), deletePassword: FormField = FormField(id: "deletePassword"), deleteConfirm: FormField = FormField(id: "deleteConfirm"), historyPublic: Bool = false) {
        self.layout = layout
        self.username = username
        self.email = email
        self.memberSince = memberSince
        self.currentPassword = currentPassword
        self.newPassword = newPassword
        self.newPasswordConfirm = newPasswordConfirm
        self.deletePassword = deletePassword
        self.deleteConfirm = deleteConfirm
        self.historyPublic = historyPublic
    }
}

extension FormOption {
    /// The display themes, the chosen one selected.
    package static func themes(_ chosen: DisplayTheme) -> [FormOption] {
        DisplayTheme.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0 == chosen) }
    }

    /// The measures recipes may open in, the chosen one selected.
    package static func measures(_ chosen: MeasureSystem) -> [FormOption] {
        [(MeasureSystem.original, "As each recipe is written"), (.us, "US (cups, ounces, pounds)"), (.metric, "Metric (grams, millilitres)")]
            .map { FormOption(value: $0.0.rawValue, label: $0.1, selected: $0.0 == chosen) }
    }
}
