#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let reports = ReportQueuePage(
        layout: layout("Reports", section: nil), queue: SampleRecords.reportQueue, order: .newest, resolved: false, page: 1,
        viewerID: SampleRecords.viewer.id)
}
