import Foundation
import PantrixCore

/// /admin: what needs attention, and the way to each part of the admin area.
package struct AdminHomePage: Sendable {
    package let layout: LayoutModel
    package let people: Int
    package let disabled: Int
    package let registration: String
    package let activeInvites: Int
    /// Reported items no admin has dealt with yet.
    package let openReports: Int
    /// Whether the server can send mail (reset and confirmation links).
    package let mailConfigured: Bool
    /// Mail that failed to send lately.
    package let mailFailures: MailFailureSummary?

    package init(
        layout: LayoutModel, people: Int, disabled: Int, registration: String, activeInvites: Int, openReports: Int, mailConfigured: Bool,
        mailFailures: MailFailureSummary?
    ) {
        self.layout = layout
        self.people = people
        self.disabled = disabled
        self.registration = registration
        self.activeInvites = activeInvites
        self.openReports = openReports
        self.mailConfigured = mailConfigured
        self.mailFailures = mailFailures
    }
}
