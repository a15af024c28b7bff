import Foundation
import PantrixCore

/// /invites: make invite links and see (and revoke) one's own — every one, for admins.
package struct InvitesPage: Sendable {
    package struct Row: Sendable {
        package let id: Int64
        package let creator: String
        package let uses: String
        package let expires: String
        package let status: String
        package let active: Bool
        package let note: String?

        package init(_ invite: Invite, now: Date) {
            id = invite.id
            creator = invite.creatorName
            uses = "\(invite.uses) of \(invite.maxUses) used"
            expires = DateText.dayAndTime(invite.expiresAt)
            let status = invite.status(now: now)
            self.status = status.rawValue
            active = status == .active
            note = invite.note.isEmpty ? nil : invite.note
        }
    }

    package let layout: LayoutModel
    package let rows: [Row]
    /// Admins see everyone's invites, with who made each.
    package let showsEveryone: Bool
    /// Said when invite links can't be used right now (sign-up open or closed).
    package let modeNote: String?
    package let uses: FormField
    package let days: FormField
    package let note: FormField
    /// The link just made: shown once, never again.
    package let newLink: String?

    /// `fields`: the form as typed when it comes back with an error.
    package init(layout: LayoutModel, rows: [Row], showsEveryone: Bool, modeNote: String?, fields: Fields = .blank, newLink: String? = nil) {
        self.layout = layout
        self.rows = rows
        self.showsEveryone = showsEveryone
        self.modeNote = modeNote
        (uses, days, note) = (fields.uses, fields.days, fields.note)
        self.newLink = newLink
    }
}
