#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let resetPassword = ResetPasswordPage(
        layout: layout("Choose a new password", section: .account, user: nil, hasForm: true), username: SampleRecords.viewer.username,
        action: SiteURL.resetPassword(.value("sample-token")).path)
}
