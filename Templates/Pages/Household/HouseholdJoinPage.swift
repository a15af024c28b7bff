import Foundation
import PantrixCore

/// /household/join/{token}: what a join link would do, before the person decides.
package struct HouseholdJoinPage: Sendable {
    package let layout: LayoutModel
    package let name: String
    package let memberNames: [String]
    package let expires: String
    /// The form posts back to the link's own address.
    package let action: String
    /// The household the viewer is in now, if any: they must leave it first.
    package let currentHousehold: String?

    package init(layout: LayoutModel, preview: HouseholdInvitePreview, action: String, currentHousehold: String?) {
        self.layout = layout
        name = preview.name
        memberNames = preview.memberNames
        expires = DateText.dayAndTime(preview.expiresAt)
        self.action = action
        self.currentHousehold = currentHousehold
    }
}
