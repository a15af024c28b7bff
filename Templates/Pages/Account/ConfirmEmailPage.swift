import Foundation

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
