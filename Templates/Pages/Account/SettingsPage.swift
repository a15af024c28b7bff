import FoodKit
import PantrixCore

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
