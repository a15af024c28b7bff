/// /register: what was typed comes back with each problem next to its field (never the password).
struct RegisterPage: Sendable {
    let layout: LayoutModel
    var username = FormField()
    var email = FormField()
    var password = FormField()
    var passwordConfirm = FormField()
}

/// /login: one message for any failure, so it doesn't reveal which accounts exist.
struct LoginPage: Sendable {
    let layout: LayoutModel
    var username = FormField()
    var error: String?
    var next: String
}

/// /settings: change password and delete account, each with its own form and errors.
struct SettingsPage: Sendable {
    let layout: LayoutModel
    let username: String
    let email: String?
    let memberSince: String
    var currentPassword = FormField()
    var newPassword = FormField()
    var newPasswordConfirm = FormField()
    var deletePassword = FormField()
    var deleteConfirm = FormField()
}
