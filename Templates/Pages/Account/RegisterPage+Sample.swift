#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let register = RegisterPage(layout: layout("Create your account", section: .account, user: nil, hasForm: true))
}
