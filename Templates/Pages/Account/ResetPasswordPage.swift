import Foundation

/// /reset-password/{token}: the new password for the account the link is for.
package struct ResetPasswordPage: Sendable {
    package let layout: LayoutModel
    package let username: String
    /// The form posts back to the link it came from.
    package let action: String
    package let newPassword: FormField
    package let newPasswordConfirm: FormField

    /// The passwords are never shown again; only what is wrong with them.
    package init(layout: LayoutModel, username: String, action: String, newPasswordError: String? = nil, confirmError: String? = nil) {
        self.layout = layout
        self.username = username
        self.action = action
        newPassword = FormField(id: "newPassword", error: newPasswordError)
        newPasswordConfirm = FormField(id: "newPasswordConfirm", error: confirmError)
    }
}
