import Foundation
import PantrixCore

/// /admin/people/{id}: one person, with disable/enable and delete.
package struct AdminPersonPage: Sendable {
    package let layout: LayoutModel
    package let person: PersonRow
    /// The admin looking is this person: no disabling or deleting oneself here.
    package let isSelf: Bool
    package var disableReason = FormField(id: "disableReason")
    package var deleteReason = FormField(id: "deleteReason")
    package var deleteConfirm = FormField(id: "deleteConfirm")
    /// Links to more actions on this person (the reset-link form, …), from other parts of the admin area.
    package var extraActions: [HTML] = []

    package init(layout: LayoutModel, person: PersonRow, isSelf: Bool) {
        self.layout = layout
        self.person = person
        self.isSelf = isSelf
    }
}
