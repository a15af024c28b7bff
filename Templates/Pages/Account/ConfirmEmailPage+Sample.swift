#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let confirmEmail = ConfirmEmailPage(
        layout: layout("Confirm your new email address", section: .account, hasForm: true), username: SampleRecords.viewer.username,
        email: "maya.cooks@example.org", action: SiteURL.confirmEmail(.value("sample-token")).path)
}
