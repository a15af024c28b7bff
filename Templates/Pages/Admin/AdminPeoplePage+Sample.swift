#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    static let adminPeople = AdminPeoplePage(
        layout: layout("People", section: .admin), query: "co", people: SampleRecords.people.map(PersonRow.init),
        nextPage: SiteURL.adminPeople.href(["q": "co", "offset": "50"]))
}
