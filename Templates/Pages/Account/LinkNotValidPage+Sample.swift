#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let linkNotValid = LinkNotValidPage(
        layout: layout(LinkNotValidPage.heading, section: .account, user: nil), kind: .reset, mailEnabled: true)

    static let joinLinkNotValid = LinkNotValidPage(
        layout: layout(LinkNotValidPage.joinHeading, section: .account), kind: .householdJoin, mailEnabled: true)
}
