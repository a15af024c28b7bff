import Foundation
import PantrixCore

/// Settings → API tokens: make one (named, read-only or read-write, optional expiry), see them
/// all with their last use, revoke.
package struct APITokensPage: Sendable {
    package struct Row: Sendable {
        package let id: Int64
        package let name: String
        package let access: String
        package let created: String
        package let expires: String
        package let lastUsed: String
        /// "active", "expired" or "revoked".
        package let status: String
        package var isActive: Bool { status == "active" }
    }

    /// The form sent back: the name as typed and what is wrong with each field. The password is
    /// never shown again.
    package struct Rejected: Sendable {
        package let name: String
        package let nameError: String?
        package let expiryError: String?
        package let passwordError: String?

        package init(name: String, nameError: String? = nil, expiryError: String? = nil, passwordError: String? = nil) {
            (self.name, self.nameError, self.expiryError, self.passwordError) = (name, nameError, expiryError, passwordError)
        }
    }

    package let layout: LayoutModel
    package let rows: [Row]
    package let name: FormField
    package let scopes: [FormOption]
    package let expiries: [FormOption]
    /// The expiry select's error (its choices are `expiries`).
    package let expiry: FormField
    /// Making a token asks for the account's password again.
    package let password: FormField
    /// The token just made, shown once.
    package let newToken: String?

    package init(
        layout: LayoutModel, tokens: [APIToken], now: Date, scope: APIScope = .read, expiry: String = "90", newToken: String? = nil,
        rejected: Rejected? = nil
    ) {
        self.layout = layout
        self.newToken = newToken
        name = FormField(id: "token-name", value: rejected?.name, error: rejected?.nameError)
        self.expiry = FormField(id: "token-expiry", error: rejected?.expiryError)
        password = FormField(id: "token-password", error: rejected?.passwordError)
        rows = tokens.map { token in
            Row(id: token.id, name: token.name, access: token.scope.label, created: DateText.day(token.createdAt),
                expires: token.expiresAt.map(DateText.day) ?? "never", lastUsed: token.lastUsedAt.map(DateText.dayAndTime) ?? "never",
                status: token.status(now: now).rawValue)
        }
        scopes = APIScope.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0 == scope) }
        expiries = APITokenLifetime.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0.rawValue == expiry) }
    }
}
