#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let settings: SettingsPage = {
        let user = SampleRecords.viewer
        var page = SettingsPage(
            layout: layout("Settings", section: .account), username: user.username, email: user.email,
            memberSince: user.createdAt.formatted(date: .long, time: .omitted))
        page.historyPublic = true
        return page
    }()
}
