#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    static let adminPeople = AdminPeoplePage(
        layout: layout("People", section: .admin), query: "co", people: SampleRecords.people.map(PersonRow.init),
        nextPage: SiteURL.adminPeople.href(["q": "co", "offset": "50"]))
}
