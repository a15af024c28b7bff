#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let linkNotValid = LinkNotValidPage(
        layout: layout(LinkNotValidPage.heading, section: .account, user: nil), kind: .reset, mailEnabled: true)

    static let joinLinkNotValid = LinkNotValidPage(
        layout: layout(LinkNotValidPage.joinHeading, section: .account), kind: .householdJoin, mailEnabled: true)
}
