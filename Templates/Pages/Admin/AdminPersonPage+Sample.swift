#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    /// A disabled account, with the reason it was disabled and the delete form showing a mistake.
    static let adminPerson: AdminPersonPage = {
        var page = AdminPersonPage(layout: layout("spamcook", section: .admin, hasForm: true), person: PersonRow(SampleRecords.people[2]), isSelf: false)
        page.deleteConfirm.value = "spamcok"
        page.deleteConfirm.error = "Type the username exactly to delete the account."
        return page
    }()
}
