import Foundation
import PantrixCore

/// /admin/people/{id}: one person, with disable/enable and delete.
package struct AdminPersonPage: Sendable {
    package let layout: LayoutModel
    package let person: PersonRow
    /// The admin looking is this person: no disabling or deleting oneself here.
    package let isSelf: Bool
    package let disableReason: FormField
    package let deleteReason: FormField
    package let deleteConfirm: FormField
    /// Links to more actions on this person (the reset-link form, …), from other parts of the admin area.
    package let extraActions: [HTML]

    /// One of the two forms sent back: the reason as typed, with what is wrong.
    package enum Rejected: Sendable {
        case disable(reason: String, error: String?)
        case delete(reason: String, reasonError: String?, confirmError: String?)
    }

    package init(layout: LayoutModel, person: PersonRow, isSelf: Bool, extraActions: [HTML] = [], rejected: Rejected? = nil) {
        self.layout = layout
        self.person = person
        self.isSelf = isSelf
        self.extraActions = extraActions
        switch rejected {
        case .disable(let reason, let error):
            disableReason = FormField(id: "disableReason", value: reason, error: error)
            (deleteReason, deleteConfirm) = (FormField(id: "deleteReason"), FormField(id: "deleteConfirm"))
        case .delete(let reason, let reasonError, let confirmError):
            disableReason = FormField(id: "disableReason")
            deleteReason = FormField(id: "deleteReason", value: reason, error: reasonError)
            deleteConfirm = FormField(id: "deleteConfirm", error: confirmError)
        case nil:
            (disableReason, deleteReason, deleteConfirm) = (FormField(id: "disableReason"), FormField(id: "deleteReason"), FormField(id: "deleteConfirm"))
        }
    }
}
