#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    static let adminSettings = AdminSettingsPage(
        layout: layout("Site settings", section: .admin, hasForm: true),
        registrationOptions: [
            FormOption(value: "default", label: "Server default (open)", selected: false),
            FormOption(value: "open", label: "Open", selected: false),
            FormOption(value: "invite", label: "Invite only", selected: true),
            FormOption(value: "closed", label: "Closed", selected: false),
        ],
        serverDefault: "open", membersMayInvite: true)
}
