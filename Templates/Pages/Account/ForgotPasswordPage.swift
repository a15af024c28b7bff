import Foundation

/// /forgot-password: a username or email to send a link to; on a server without mail, who to
/// ask instead.
package struct ForgotPasswordPage: Sendable {
    package let layout: LayoutModel
    package let mailEnabled: Bool
    package var account = FormField(id: "account")

    package init(layout: LayoutModel, mailEnabled: Bool, account: FormField = FormField(id: "account")) {
        self.layout = layout
        self.mailEnabled = mailEnabled
        self.account = account
    }
}
