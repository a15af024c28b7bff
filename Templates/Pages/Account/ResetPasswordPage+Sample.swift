#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let resetPassword = ResetPasswordPage(
        layout: layout("Choose a new password", section: .account, user: nil, hasForm: true), username: SampleRecords.viewer.username,
        action: SiteURL.resetPassword(.value("sample-token")).path)
}
