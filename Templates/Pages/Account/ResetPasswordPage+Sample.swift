#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let resetPassword = ResetPasswordPage(
        layout: layout("Choose a new password", section: .account, user: nil, hasForm: true), username: SampleRecords.viewer.username,
        action: SiteURL.resetPassword(.value("sample-token")).path)
}
