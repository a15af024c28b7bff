import Foundation
import PantrixCore

/// The line under the pantry's, the grocery list's and the plan's heading while the person is in
/// a household: whose changes they see there.
package struct HouseholdNote: Sendable {
    package let name: String
    /// The other members, longest-standing first.
    package let others: [String]

    package init(name: String, others: [String]) {
        (self.name, self.others) = (name, others)
    }

    /// Nil when the viewer is in no household.
    package init?(_ household: Household?, viewerID: Int64) {
        guard let household else { return nil }
        self.init(name: household.name, others: household.members.filter { $0.id != viewerID }.map(\.username))
    }
}
