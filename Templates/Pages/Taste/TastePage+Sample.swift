#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let taste = TastePage(
        layout: layout("Your tastes", section: .account, hasForm: true), taste: SampleRecords.taste, welcome: false,
        cuisineNames: SampleRecords.cuisines)
}
