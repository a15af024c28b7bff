#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// A household of three seen by its manager, right after making a join link, with one open link.
    static let household: HouseholdPage = {
        let now = SampleRecords.now
        let members = [(SampleRecords.viewer.id ?? 1, SampleRecords.viewer.username), (41, "marta"), (42, "joe")].enumerated().map {
            Household.Member(id: $1.0, username: $1.1, joinedAt: now.addingTimeInterval(Double($0 - 40) * 86_400))
        }
        let household = Household(
            id: 900, name: "The flat on Elm Street", managerID: SampleRecords.viewer.id, members: members,
            invites: [Household.Invite(id: 7, createdBy: "marta", createdAt: now, expiresAt: now.addingTimeInterval(7 * 86_400))])
        return HouseholdPage(
            layout: layout("Household", section: .account, hasForm: true), household: household, viewerID: SampleRecords.viewer.id ?? 1,
            newLink: "https://pantrix.example/household/join/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4")
    }()
}
