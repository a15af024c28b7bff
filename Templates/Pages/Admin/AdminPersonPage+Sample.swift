#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// A disabled account, with the reason it was disabled and the delete form showing a mistake.
    static let adminPerson = AdminPersonPage(
        layout: layout("spamcook", section: .admin, hasForm: true), person: PersonRow(SampleRecords.people[2]), isSelf: false,
        rejected: .delete(reason: "", reasonError: nil, confirmError: "Type the username exactly to delete the account."))
}
