#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let reports = ReportQueuePage(
        layout: layout("Reports", section: nil), queue: SampleRecords.reportQueue, order: .newest, resolved: false, page: 1,
        viewerID: SampleRecords.viewer.id)
}
