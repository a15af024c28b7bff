#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let forgotPassword = ForgotPasswordPage(
        layout: layout("Forgot your password?", section: .account, user: nil, hasForm: true), mailEnabled: true)
}
