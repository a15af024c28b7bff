#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let reports = ReportQueuePage(
        layout: layout("Reports", section: nil), queue: SampleRecords.reportQueue, order: .newest, resolved: false, page: 1,
        viewerID: SampleRecords.viewer.id)
}
