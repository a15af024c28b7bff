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
    package var openReports = 0
    /// Whether the server can send mail (reset and confirmation links).
    package var mailConfigured = false
    /// Mail that failed to send lately.
    package var mailFailures: MailFailureSummary?

    package init(layout: LayoutModel, people: Int, disabled: Int, registration: String, activeInvites: Int) {
        self.layout = layout
        self.people = people
        self.disabled = disabled
        self.registration = registration
        self.activeInvites = activeInvites
    }
}
