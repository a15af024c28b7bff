#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let login = LoginPage(layout: layout("Log in", section: .account, user: nil, hasForm: true), next: SiteURL.cook.path)
}
