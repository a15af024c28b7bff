#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let forgotPassword = ForgotPasswordPage(
        layout: layout("Forgot your password?", section: .account, user: nil, hasForm: true), mailEnabled: true)
}
