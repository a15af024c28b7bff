#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let adminAudit = AdminAuditPage(
        layout: layout("Audit log", section: .admin), rows: SampleRecords.audit.map(AdminAuditPage.Row.init), nextPage: nil)
}
