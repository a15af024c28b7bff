import Foundation

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
