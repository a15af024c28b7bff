import FoodKit
import Foundation
import PantrixCore

/// /settings: change password and delete account, each with its own form and errors.
package struct SettingsPage: Sendable {
    /// One of the page's forms sent back with what is wrong with it. Passwords are never shown again;
    /// the new email address is, as typed.
    package enum Rejected: Sendable {
        case password(current: String?, new: String?, confirm: String?)
        case email(typed: String, error: String?, passwordError: String?)
        case delete(passwordError: String?, confirmError: String?)
    }

    package let layout: LayoutModel
    package let username: String
    package let email: String?
    package let memberSince: String
    package let currentPassword: FormField
    package let newPassword: FormField
    package let newPasswordConfirm: FormField
    package let deletePassword: FormField
    package let deleteConfirm: FormField
    package let historyPublic: Bool
    /// Display: light or dark, and the measures recipes open in.
    package let themeChoices: [FormOption]
    package let measureChoices: [FormOption]
    /// Admins, and members when an admin allows it, may make invite links.
    package let mayInvite: Bool
    /// The email form: the new address (empty removes it) and the current password.
    package let newEmail: FormField
    package let emailPassword: FormField
    /// A new address waiting for its confirmation link to be opened, and until when it works.
    package let pendingEmail: String?
    package let pendingEmailUntil: String?
    /// With mail, a new address is confirmed by a link sent to it; without, it is set at once.
    package let mailEnabled: Bool

    package init(
        layout: LayoutModel, user: User, historyPublic: Bool, mayInvite: Bool = false, mailEnabled: Bool = false, pendingEmail: PendingEmail? = nil,
        rejected: Rejected? = nil
    ) {
        self.layout = layout
        username = user.username
        email = user.email
        memberSince = user.createdAt.formatted(date: .long, time: .omitted)
        self.historyPublic = historyPublic
        themeChoices = FormOption.themes(user.displayTheme)
        measureChoices = FormOption.measures(user.preferredMeasures)
        self.mayInvite = mayInvite
        self.mailEnabled = mailEnabled
        self.pendingEmail = pendingEmail?.email
        pendingEmailUntil = pendingEmail.map { DateText.dayAndTime($0.expiresAt) }
        var errors: [String: String?] = [:]
        var typedEmail: String?
        switch rejected {
        case .password(let current, let new, let confirm): errors = ["currentPassword": current, "newPassword": new, "newPasswordConfirm": confirm]
        case .email(let typed, let error, let passwordError): (typedEmail, errors) = (typed, ["newEmail": error, "emailPassword": passwordError])
        case .delete(let passwordError, let confirmError): errors = ["deletePassword": passwordError, "deleteConfirm": confirmError]
        case nil: break
        }
        func field(_ id: String, value: String? = nil) -> FormField { FormField(id: id, value: value, error: errors[id] ?? nil) }
        currentPassword = field("currentPassword")
        newPassword = field("newPassword")
        newPasswordConfirm = field("newPasswordConfirm")
        deletePassword = field("deletePassword")
        deleteConfirm = field("deleteConfirm")
        newEmail = field("newEmail", value: typedEmail)
        emailPassword = field("emailPassword")
    }
}
