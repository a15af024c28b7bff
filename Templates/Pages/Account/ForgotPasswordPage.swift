import Foundation

/// /forgot-password: a username or email to send a link to; on a server without mail, who to
/// ask instead.
package struct ForgotPasswordPage: Sendable {
    package let layout: LayoutModel
    package let mailEnabled: Bool
    package let account: FormField

    /// `account` as typed, with `error` when it can't be a username or an email address.
    package init(layout: LayoutModel, mailEnabled: Bool, account: String = "", error: String? = nil) {
        self.layout = layout
        self.mailEnabled = mailEnabled
        self.account = FormField(id: "account", value: account, error: error)
    }
}
