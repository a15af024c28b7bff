#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
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
