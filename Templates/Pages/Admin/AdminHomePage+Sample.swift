#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    /// An instance with open reports and a mail failure to look at.
    static let adminHome: AdminHomePage = {
        var page = AdminHomePage(layout: layout("Admin", section: .admin), people: 214, disabled: 3, registration: "Invite only", activeInvites: 4)
        page.openReports = 2
        page.mailConfigured = true
        page.mailFailures = MailFailureSummary(count: 1, recent: [])
        return page
    }()
}
