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
