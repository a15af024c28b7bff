#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let resetLinkMade = ResetLinkMadePage(
        layout: layout("Reset link for \(SampleRecords.author.username)", section: nil), username: SampleRecords.author.username,
        personHref: SiteURL.adminPerson(.value(SampleRecords.author.id ?? 0)).path,
        link: "https://pantrix.example" + SiteURL.resetPassword(.value("sample-token")).path,
        expires: SampleRecords.now.addingTimeInterval(AppDatabase.adminResetLinkLifetime), hours: 24)
}
