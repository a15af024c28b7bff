import Foundation
import PantrixCore

/// A person as the admin area shows them.
package struct PersonRow: Sendable {
    package let id: Int64
    package let username: String
    package let email: String?
    package let isAdmin: Bool
    package let joined: String
    package let disabled: String?
    package let disabledReason: String?
    package let lastSeen: String?
    /// "3 recipes · 12 comments · 4 photos · cooked 9 times"
    package let activity: String

    package init(_ person: PersonSummary) {
        id = person.id
        username = person.username
        email = person.email
        isAdmin = person.isAdmin
        joined = DateText.day(person.createdAt)
        disabled = person.disabledAt.map(DateText.dayAndTime)
        disabledReason = person.disabledReason.flatMap { $0.isEmpty ? nil : $0 }
        lastSeen = person.lastSeen.map(DateText.dayAndTime)
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        activity = [
            count(person.recipes, "recipe", "recipes"), count(person.comments, "comment", "comments"),
            count(person.photos, "photo", "photos"), "cooked " + count(person.cooked, "time", "times"),
        ].joined(separator: " · ")
    }
}

/// /admin: what needs attention, and the way to each part of the admin area.
package struct AdminHomePage: Sendable {
    package let layout: LayoutModel
    package let people: Int
    package let disabled: Int
    package let registration: String
    package let activeInvites: Int
    /// Reported items no admin has dealt with yet.
    package var openReports = 0
    /// Whether the server can send mail (reset and confirmation links).
    package var mailConfigured = false
    /// Mail that failed to send lately.
    package var mailFailures: MailFailureSummary?

    package init(layout: LayoutModel, people: Int, disabled: Int, registration: String, activeInvites: Int) {
        self.layout = layout
        self.people = people
        self.disabled = disabled
        self.registration = registration
        self.activeInvites = activeInvites
    }
}

/// /admin/people: search by name or email.
package struct AdminPeoplePage: Sendable {
    package let layout: LayoutModel
    package let query: String
    package let people: [PersonRow]
    /// More than one page of results exists; the next page's link.
    package let nextPage: String?

    package init(layout: LayoutModel, query: String, people: [PersonRow], nextPage: String?) {
        self.layout = layout
        self.query = query
        self.people = people
        self.nextPage = nextPage
    }
}

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

/// /admin/settings
package struct AdminSettingsPage: Sendable {
    package let layout: LayoutModel
    /// "server default" first, then each mode.
    package let registrationOptions: [FormOption]
    package let serverDefault: String
    package let membersMayInvite: Bool

    package init(layout: LayoutModel, registrationOptions: [FormOption], serverDefault: String, membersMayInvite: Bool) {
        self.layout = layout
        self.registrationOptions = registrationOptions
        self.serverDefault = serverDefault
        self.membersMayInvite = membersMayInvite
    }
}

/// /admin/audit: every admin action, newest first.
package struct AdminAuditPage: Sendable {
    package struct Row: Sendable {
        package let when: String
        package let actor: String
        package let action: String
        package let target: String
        package let reason: String?

        package init(_ entry: AuditEntry) {
            when = DateText.dayAndTime(entry.createdAt)
            actor = entry.actor
            action = entry.action
            target = entry.target
            reason = entry.reason.isEmpty ? nil : entry.reason
        }
    }

    package let layout: LayoutModel
    package let rows: [Row]
    package let nextPage: String?

    package init(layout: LayoutModel, rows: [Row], nextPage: String?) {
        self.layout = layout
        self.rows = rows
        self.nextPage = nextPage
    }
}

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
    package var uses = FormField(id: "uses", value: "1")
    package var days = FormField(id: "days", value: "7")
    package var note = FormField(id: "note")
    /// The link just made: shown once, never again.
    package var newLink: String?

    package init(layout: LayoutModel, rows: [Row], showsEveryone: Bool, modeNote: String?) {
        self.layout = layout
        self.rows = rows
        self.showsEveryone = showsEveryone
        self.modeNote = modeNote
    }
}
