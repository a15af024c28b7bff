import Foundation
import PantrixCore

/// A reset, confirmation or join link that no longer works.
extension LinkNotValidPage: Page {
    package var content: HTML {
        let next: HTML = switch (kind, mailEnabled) {
        case (.reset, true):
            "<p>Reset links work once, for a limited time, and only the newest one works. Ask for a new one.</p><p><a class=\"button\" href=\"\(SiteURL.forgotPassword)\">Send me a new link</a></p>"
        case (.reset, false):
            "<p>Reset links work once, for a limited time, and only the newest one works. Ask an admin of this site for a new one.</p><p><a class=\"button\" href=\"\(SiteURL.login)\">Go to log in</a></p>"
        case (.email, _):
            "<p>A confirmation link works once, for 24 hours, and only the newest one works. Change your email again in settings to get a new one.</p><p><a class=\"button\" href=\"\(SiteURL.settings)\">Go to settings</a></p>"
        case (.householdJoin, _):
            "<p>A join link works once, for \(AppDatabase.householdLimits.inviteDays) days, and only while the member who made it is still in the household; it may also have been withdrawn. Ask someone in the household to make you a new link.</p><p><a class=\"button\" href=\"\(SiteURL.household)\">Go to your household page</a></p>"
        }
        return """
            <section class="panel form-panel">
              <h1>\(heading)</h1>
              \(next)
            </section>
            """
    }
}
