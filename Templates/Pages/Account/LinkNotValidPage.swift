import Foundation

/// A reset, confirmation or household join link that no longer works, whatever the reason
/// (expired, used, replaced or withdrawn, mistyped): what to do next.
package struct LinkNotValidPage: Sendable {
    package enum Kind: Sendable { case reset, email, householdJoin }

    package let layout: LayoutModel
    package let kind: Kind
    package let mailEnabled: Bool

    package init(layout: LayoutModel, kind: Kind, mailEnabled: Bool) {
        self.layout = layout
        self.kind = kind
        self.mailEnabled = mailEnabled
    }

    package static let heading = "This link has expired or was already used"
    package static let joinHeading = "This invitation has been used or has expired"

    package var heading: String { kind == .householdJoin ? Self.joinHeading : Self.heading }
}
