#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
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
