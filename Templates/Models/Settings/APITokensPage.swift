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
    /// The token just made, shown once.
    package var newToken: String?

    package static let expiryChoices: [(value: String, label: String)] = [
        ("30", "In 30 days"), ("90", "In 90 days"), ("365", "In a year"), ("never", "Never"),
    ]

    package init(layout: LayoutModel, tokens: [APIToken], now: Date, scope: APIScope = .read, expiry: String = "90") {
        self.layout = layout
        rows = tokens.map { token in
            Row(id: token.id, name: token.name, access: token.scope.label, created: DateText.day(token.createdAt),
                expires: token.expiresAt.map(DateText.day) ?? "never", lastUsed: token.lastUsedAt.map(DateText.dayAndTime) ?? "never",
                status: token.status(now: now).rawValue)
        }
        scopes = APIScope.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0 == scope) }
        expiries = Self.expiryChoices.map { FormOption(value: $0.value, label: $0.label, selected: $0.value == expiry) }
    }
}
