#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let resetLinkMade = ResetLinkMadePage(
        layout: layout("Reset link for \(SampleRecords.author.username)", section: nil), username: SampleRecords.author.username,
        personHref: SiteURL.adminPerson(.value(SampleRecords.author.id ?? 0)).path,
        link: "https://pantrix.example" + SiteURL.resetPassword(.value("sample-token")).path,
        expires: SampleRecords.now.addingTimeInterval(AppDatabase.adminResetLinkLifetime), hours: 24)
}
