import FoodKit
import PantrixCore

/// /login: one message for any failure, so it doesn't reveal which accounts exist.
package struct LoginPage: Sendable {
    package let layout: LayoutModel
    package let username: FormField
    package let error: String?
    package let next: String
    /// "Forgot your password?" sends a link by mail; without mail the page says to ask an admin.
    package let mailEnabled: Bool

    /// `username`: what was typed, back with `error` after a failed attempt.
    package init(layout: LayoutModel, username: String = "", error: String? = nil, next: String, mailEnabled: Bool = false) {
        self.layout = layout
        self.username = FormField(id: "username", value: username)
        self.error = error
        self.next = next
        self.mailEnabled = mailEnabled
    }

    /// "Create an account" instead, going on to the same place.
    package var registerHref: String { SiteURL.register.href(["next": next == SiteURL.home.path ? nil : next]) }
}
