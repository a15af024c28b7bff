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

    package let layout: LayoutModel
    package let rows: [Row]
    package var name = FormField(id: "token-name")
    package var scopes: [FormOption]
    package var expiries: [FormOption]
    /// The expiry select's error (its choices are `expiries`).
    package var expiry = FormField(id: "token-expiry")
    /// Making a token asks for the account's password again.
    package var password = FormField(id: "token-password")
    /// The token just made, shown once.
    package var newToken: String?

    package init(layout: LayoutModel, tokens: [APIToken], now: Date, scope: APIScope = .read, expiry: String = "90") {
        self.layout = layout
        rows = tokens.map { token in
            Row(id: token.id, name: token.name, access: token.scope.label, created: DateText.day(token.createdAt),
                expires: token.expiresAt.map(DateText.day) ?? "never", lastUsed: token.lastUsedAt.map(DateText.dayAndTime) ?? "never",
                status: token.status(now: now).rawValue)
        }
        scopes = APIScope.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0 == scope) }
        expiries = APITokenLifetime.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0.rawValue == expiry) }
    }
}
