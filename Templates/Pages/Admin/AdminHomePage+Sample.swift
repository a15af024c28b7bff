#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    /// An instance with open reports and a mail failure to look at.
    static let adminHome = AdminHomePage(
        layout: layout("Admin", section: .admin), people: 214, disabled: 3, registration: "Invite only", activeInvites: 4, openReports: 2,
        mailConfigured: true, mailFailures: MailFailureSummary(count: 1, recent: []))
}
