import Foundation
import PantrixCore

extension Partials {
    /// The button that makes a reset link for a person, for the admin area's person page.
    package static func adminResetLinkForm(personID: Int64, layout: LayoutModel) -> HTML {
        """
        <form method="post" action="\(SiteURL.adminPersonResetLink(.value(personID)))">
          \(csrf(layout))
          <button type="submit" class="button button-secondary">Make a reset link</button>
          <p class="hint">A link to pass on that lets them choose a new password (works once, for 24 hours).</p>
        </form>
        """
    }

    /// For the admin dashboard: mail that failed to send lately, nothing when none did.
    package static func mailFailures(_ failures: MailFailureSummary, period: String = "in the last day") -> HTML? {
        let count = failures.count
        guard count > 0 else { return nil }
        return """
            <section class="panel" aria-labelledby="mail-failures-heading">
              <h2 id="mail-failures-heading">\(count) email\(if: count != 1, "s") failed to send \(period)</h2>
              <p class="muted">People asking for a link were told it was on its way. Check the mail program's settings (see docs/operations.md, “Mail”) and make reset links by hand meanwhile.</p>
              <ul class="link-list">
                \(HTML(each: failures.recent) { "<li><time datetime=\"\($0.createdAt.formatted(.iso8601))\">\(DateText.dayAndTime($0.createdAt))</time> · \($0.subject) to \($0.recipient): <span class=\"muted\">\($0.error)</span></li>" })
              </ul>
            </section>
            """
    }
}
