#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    static let adminAudit = AdminAuditPage(
        layout: layout("Audit log", section: .admin), rows: SampleRecords.audit.map(AdminAuditPage.Row.init), nextPage: nil)
}
