#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    static let adminPeople = AdminPeoplePage(
        layout: layout("People", section: .admin), query: "co", people: SampleRecords.people.map(PersonRow.init),
        nextPage: SiteURL.adminPeople.href(["q": "co", "offset": "50"]))
}
