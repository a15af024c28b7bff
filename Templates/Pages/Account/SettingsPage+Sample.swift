#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let settings = SettingsPage(layout: layout("Settings", section: .account), user: SampleRecords.viewer, historyPublic: true)
}
