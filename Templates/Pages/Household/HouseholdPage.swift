import Foundation
import PantrixCore

/// /household: start one, or see the one you are in (members, join links, leaving).
package struct HouseholdPage: Sendable {
    package struct MemberView: Sendable {
        package let id: Int64
        package let username: String
        package let joined: String
        package let isManager: Bool
        package let isViewer: Bool
    }

    package struct InviteView: Sendable {
        package let id: Int64
        package let madeBy: String
        package let expires: String
    }

    package let layout: LayoutModel
    /// Nil while the viewer is in no household: the page offers to start one.
    package let name: String?
    package let members: [MemberView]
    package let invites: [InviteView]
    /// Only the manager may remove members.
    package let viewerIsManager: Bool
    package let managerName: String?
    /// The join link just made, shown once.
    package let newLink: String?
    /// Starting a household (its name) or renaming it.
    package let nameField: FormField

    /// `rejectedName` is a name sent back with what is wrong with it; otherwise the field holds the household's name.
    package init(
        layout: LayoutModel, household: Household?, viewerID: Int64, newLink: String? = nil, rejectedName: (typed: String, error: String)? = nil
    ) {
        self.layout = layout
        self.newLink = newLink
        nameField = FormField(id: "household-name", value: rejectedName?.typed ?? household?.name, error: rejectedName?.error)
        name = household?.name
        members = household?.members.map {
            MemberView(id: $0.id, username: $0.username, joined: DateText.day($0.joinedAt),
                       isManager: household?.isManager($0.id) == true, isViewer: $0.id == viewerID)
        } ?? []
        invites = household?.invites.map {
            InviteView(id: $0.id, madeBy: $0.createdBy ?? "a former member", expires: DateText.dayAndTime($0.expiresAt))
        } ?? []
        viewerIsManager = household?.isManager(viewerID) == true
        managerName = household?.managerName
    }
}
