#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let linkNotValid = LinkNotValidPage(
        layout: layout(LinkNotValidPage.heading, section: .account, user: nil), kind: .reset, mailEnabled: true)

    static let joinLinkNotValid = LinkNotValidPage(
        layout: layout(LinkNotValidPage.joinHeading, section: .account), kind: .householdJoin, mailEnabled: true)
}
