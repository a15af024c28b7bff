import Foundation
import PantrixCore

/// /admin/audit: every admin action, newest first.
package struct AdminAuditPage: Sendable {
    package struct Row: Sendable {
        package let when: String
        package let actor: String
        package let action: String
        package let target: String
        package let reason: String?

        package init(_ entry: AuditEntry) {
            when = DateText.dayAndTime(entry.createdAt)
            actor = entry.actor
            action = entry.action
            target = entry.target
            reason = entry.reason.isEmpty ? nil : entry.reason
        }
    }

    package let layout: LayoutModel
    package let rows: [Row]
    package let nextPage: String?

    package init(layout: LayoutModel, rows: [Row], nextPage: String?) {
        self.layout = layout
        self.rows = rows
        self.nextPage = nextPage
    }
}
