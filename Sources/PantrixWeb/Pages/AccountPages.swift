/// /register: what was typed comes back with each problem next to its field (never the password).
struct RegisterPage: Sendable {
    let layout: LayoutModel
    var username = FormField(id: "username")
    var email = FormField(id: "email")
    var password = FormField(id: "password")
    var passwordConfirm = FormField(id: "passwordConfirm")
    /// A problem with the whole form (too many sign-ups from one network).
    var error: String?
}

/// /login: one message for any failure, so it doesn't reveal which accounts exist.
struct LoginPage: Sendable {
    let layout: LayoutModel
    var username = FormField(id: "username")
    var error: String?
    var next: String
}

/// /settings: change password and delete account, each with its own form and errors.
struct SettingsPage: Sendable {
    let layout: LayoutModel
    let username: String
    let email: String?
    let memberSince: String
    var currentPassword = FormField(id: "currentPassword")
    var newPassword = FormField(id: "newPassword")
    var newPasswordConfirm = FormField(id: "newPasswordConfirm")
    var deletePassword = FormField(id: "deletePassword")
    var deleteConfirm = FormField(id: "deleteConfirm")
    var historyPublic = false
}
