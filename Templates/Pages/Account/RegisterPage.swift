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

    /// Who may sign up on this visit: anyone, someone with a usable invite, or nobody (and why).
    package struct Access: Sendable {
        package var closed: Closed?
        /// The invite link's token, carried from the link through the form.
        package let invite: String?
        /// No admin yet and the server runs with `--first-user-admin`: the form offers to make
        /// this account the admin.
        package let offerAdmin: Bool

        package init(closed: Closed? = nil, invite: String? = nil, offerAdmin: Bool = false) {
            (self.closed, self.invite, self.offerAdmin) = (closed, invite, offerAdmin)
        }
    }

    /// The form sent back as typed (never the password), with what is wrong with each field or
    /// with the whole form.
    package struct Typed: Sendable {
        package var username = ""
        package var email = ""
        package var makeAdmin = false
        package var usernameError: String?
        package var emailError: String?
        package var passwordError: String?
        package var passwordConfirmError: String?
        /// A problem with the whole form (too many sign-ups from one network).
        package var error: String?

        package init(username: String = "", email: String = "", makeAdmin: Bool = false) {
            (self.username, self.email, self.makeAdmin) = (username, email, makeAdmin)
        }

        package var hasFieldErrors: Bool { [usernameError, emailError, passwordError, passwordConfirmError].contains { $0 != nil } }
    }

    package let layout: LayoutModel
    package let username: FormField
    package let email: FormField
    package let password: FormField
    package let passwordConfirm: FormField
    package let error: String?
    package let closed: Closed?
    package let invite: String?
    package let offerAdmin: Bool
    package let makeAdmin: Bool
    /// Where the new account goes instead of its first tastes (a household's join link), carried
    /// through the form; already checked as one of the site's own paths.
    package let next: String?

    /// "Log in" instead, going on to the same place.
    package var logInHref: String { SiteURL.login.href(["next": next]) }

    package init(layout: LayoutModel, access: Access = Access(), next: String? = nil, typed: Typed = Typed()) {
        self.layout = layout
        closed = access.closed
        invite = access.invite
        offerAdmin = access.offerAdmin
        self.next = next
        username = FormField(id: "username", value: typed.username, error: typed.usernameError)
        email = FormField(id: "email", value: typed.email, error: typed.emailError)
        password = FormField(id: "password", error: typed.passwordError)
        passwordConfirm = FormField(id: "passwordConfirm", error: typed.passwordConfirmError)
        makeAdmin = typed.makeAdmin
        error = typed.error
    }
}
