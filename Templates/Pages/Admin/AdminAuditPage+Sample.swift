#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    static let adminAudit = AdminAuditPage(
        layout: layout("Audit log", section: .admin), rows: SampleRecords.audit.map(AdminAuditPage.Row.init), nextPage: nil)
}
