import Foundation
import PantrixCore

/// The small "Report…" menu next to a recipe, photo, comment, list or profile: a form that works
/// without JavaScript. Shown to signed-in people only, never on their own things.
package struct ReportMenu: Sendable {
    package struct Reason: Sendable {
        package let value: String
        package let label: String
        package let checked: Bool
    }

    package let kind: ReportKind
    package let id: Int64
    /// Where the report is sent.
    package let action: String
    /// Where the reporter comes back to.
    package let back: String
    /// Element ids start with it, so several menus can share a page.
    package let idPrefix: String
    package let reasons: [Reason]
    package let reasonError: String?
    package let note: FormField
    package let maxNote = AppDatabase.maxReportNoteLength

    /// `reason` and `note` as sent, with what is wrong with them, when the form comes back.
    package init(
        kind: ReportKind, id: Int64, back: String, reason: ReportReason? = nil, note: String = "", reasonError: String? = nil, noteError: String? = nil
    ) {
        self.reasonError = reasonError
        self.kind = kind
        self.id = id
        action = SiteURL.report(.value(kind), .value(id)).path
        self.back = back
        idPrefix = "report-\(kind.rawValue)-\(id)"
        reasons = ReportReason.allCases.map { Reason(value: $0.rawValue, label: $0.label, checked: $0 == reason) }
        self.note = FormField(id: "report-\(kind.rawValue)-\(id)-note", value: note, error: noteError)
    }

    /// "Report this recipe", "Report this profile".
    package var title: String { "Report this \(kind.noun)" }
}
