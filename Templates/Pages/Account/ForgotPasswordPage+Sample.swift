#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let forgotPassword = ForgotPasswordPage(
        layout: layout("Forgot your password?", section: .account, user: nil, hasForm: true), mailEnabled: true)
}
