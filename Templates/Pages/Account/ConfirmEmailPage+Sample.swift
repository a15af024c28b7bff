#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let confirmEmail = ConfirmEmailPage(
        layout: layout("Confirm your new email address", section: .account, hasForm: true), username: SampleRecords.viewer.username,
        email: "maya.cooks@example.org", action: SiteURL.confirmEmail(.value("sample-token")).path)
}
