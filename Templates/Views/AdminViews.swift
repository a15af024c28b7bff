/// The admin area's pages: one tab strip across them, lists that read well on a phone.
package enum AdminTab: CaseIterable, Sendable {
    case overview, reports, people, invites, settings, audit

    var label: String {
        switch self {
        case .overview: "Overview"
        case .reports: "Reports"
        case .people: "People"
        case .invites: "Invites"
        case .settings: "Settings"
        case .audit: "Audit log"
        }
    }

    var url: SiteURL {
        switch self {
        case .overview: .admin
        case .reports: .adminReports
        case .people: .adminPeople
        case .invites: .invites
        case .settings: .adminSettings
        case .audit: .adminAudit
        }
    }
}

extension Partials {
    static func adminTabs(_ current: AdminTab) -> HTML {
        """
        <p class="breadcrumb">Admin area</p>
        <nav class="tabs tabs-wrap" aria-label="Admin area">
          \(HTML(each: AdminTab.allCases) { "<a href=\"\($0.url)\"\(if: $0 == current, " aria-current=\"page\"")>\($0.label)</a>" })
        </nav>
        """
    }

    static func pager(_ next: String?) -> HTML? {
        next.map { "<p class=\"pager\"><a class=\"button button-secondary\" href=\"\($0)\">More</a></p>" }
    }

    static func personBadges(_ person: PersonRow) -> HTML {
        """
        \(if: person.isAdmin, "<span class=\"badge\">admin</span>")\(if: person.disabled != nil, " <span class=\"badge badge-danger\">disabled</span>")
        """
    }
}

/// /admin
extension AdminHomePage: Page {
    package var content: HTML {
        """
        \(Partials.adminTabs(.overview))
        <h1>Running this Pantrix</h1>
        <section class="panel">
          <dl class="facts">
            <div><dt>Reports waiting</dt><dd><a href="\(SiteURL.adminReports)">\(openReports)</a></dd></div>
            <div><dt>People</dt><dd><a href="\(SiteURL.adminPeople)">\(people)</a>\(if: disabled > 0, " (\(disabled) disabled)")</dd></div>
            <div><dt>Sign-up</dt><dd><a href="\(SiteURL.adminSettings)">\(registration)</a></dd></div>
            <div><dt>Invite links in use</dt><dd><a href="\(SiteURL.invites)">\(activeInvites)</a></dd></div>
            <div><dt>Mail</dt><dd>\(mailConfigured ? "sends reset and confirmation links" : "not set up: make reset links on a person's page")</dd></div>
          </dl>
        </section>
        \(mailFailures.flatMap { Partials.mailFailures($0) })
        <section class="panel">
          <h2>What you can do here</h2>
          <ul class="link-list">
            <li><a href="\(SiteURL.adminReports)">Reports</a> — what people reported, to dismiss, hide or delete; void a cooking entry</li>
            <li><a href="\(SiteURL.adminPeople)">People</a> — find someone, see what they have done, disable or delete an account</li>
            <li><a href="\(SiteURL.invites)">Invites</a> — links that let someone create an account while sign-up is invite-only</li>
            <li><a href="\(SiteURL.adminSettings)">Settings</a> — who may sign up, and whether members may invite</li>
            <li><a href="\(SiteURL.adminAudit)">Audit log</a> — every admin action: who, what, when and why</li>
          </ul>
        </section>
        """
    }
}

/// /admin/people
extension AdminPeoplePage: Page {
    package var content: HTML {
        let rows = HTML(each: people) { person in
            """
            <li class="admin-row">
              <p class="admin-row-title"><a href="\(SiteURL.adminPerson(.value(person.id)))"><strong>\(person.username)</strong></a> \(Partials.personBadges(person))</p>
              <p class="muted">\(person.email ?? "no email") · joined \(person.joined)</p>
              <p class="muted">\(person.activity)</p>
            </li>
            """
        }
        return """
            \(Partials.adminTabs(.people))
            <h1>People</h1>
            <form method="get" action="\(SiteURL.adminPeople)" class="search-inline" role="search">
              <label for="q" class="visually-hidden">Username or email</label>
              <input id="q" name="q" type="search" value="\(query)" placeholder="Username or email" autocapitalize="none" spellcheck="false">
              <button type="submit" class="button">Search</button>
            </form>
            \(people.isEmpty ? "<p class=\"empty-state\">Nobody matches “\(query)”.</p>" as HTML : "<ul class=\"admin-list\">\(rows)</ul>")
            \(Partials.pager(nextPage))
            """
    }
}

/// /admin/people/{id}
extension AdminPersonPage: Page {
    package var content: HTML {
        let state: HTML
        if isSelf {
            state = "<p class=\"muted\">This is your own account: another admin can disable or delete it.</p>"
        } else if let disabled = person.disabled {
            state = """
                <p>Disabled since \(disabled)\(person.disabledReason.map { ": \($0)" as HTML }).</p>
                <form method="post" action="\(SiteURL.adminPersonEnable(.value(person.id)))">
                  \(Partials.csrf(layout))
                  <button type="submit" class="button">Enable the account</button>
                </form>
                """
        } else {
            state = """
                <p class="muted">Disabling signs \(person.username) out everywhere at once; logging in is refused with a message until you enable the account again. Nothing is deleted.</p>
                <form method="post" action="\(SiteURL.adminPersonDisable(.value(person.id)))" novalidate>
                  \(Partials.csrf(layout))
                  <div class="\(Partials.fieldClass(disableReason))">
                    <label for="disableReason">Why (shown to them when they try to log in, and in the audit log)</label>
                    <input id="disableReason" name="reason" type="text" maxlength="300" value="\(disableReason.value)" required\(Partials.invalid(disableReason))>
                    \(Partials.fieldError(disableReason))
                  </div>
                  <button type="submit" class="button button-secondary">Disable the account</button>
                </form>
                """
        }
        let delete: HTML? = isSelf ? nil : """
            <section class="panel form-panel danger-zone" aria-labelledby="delete-heading">
              <h2 id="delete-heading">Delete the account</h2>
              <p>This removes \(person.username)'s account with their recipes, photos, comments, lists, pantry and points. It can't be undone.</p>
              <form method="post" action="\(SiteURL.adminPersonDelete(.value(person.id)))" novalidate>
                \(Partials.csrf(layout))
                <div class="\(Partials.fieldClass(deleteReason))">
                  <label for="deleteReason">Why (for the audit log)</label>
                  <input id="deleteReason" name="reason" type="text" maxlength="300" value="\(deleteReason.value)" required\(Partials.invalid(deleteReason))>
                  \(Partials.fieldError(deleteReason))
                </div>
                <div class="field field-check\(if: deleteConfirm.error != nil, " has-error")">
                  <input id="deleteConfirm" name="confirm" type="checkbox" value="yes"\(Partials.invalid(deleteConfirm))>
                  <label for="deleteConfirm">Delete \(person.username) and everything they made</label>
                  \(Partials.fieldError(deleteConfirm))
                </div>
                <button type="submit" class="button button-danger">Delete the account</button>
              </form>
            </section>
            """
        return """
            \(Partials.adminTabs(.people))
            <h1>\(person.username) \(Partials.personBadges(person))</h1>
            <section class="panel">
              <dl class="facts">
                <div><dt>Email</dt><dd>\(person.email ?? "not given")</dd></div>
                <div><dt>Joined</dt><dd>\(person.joined)</dd></div>
                <div><dt>Last signed in</dt><dd>\(person.lastSeen ?? "not signed in now")</dd></div>
                <div><dt>Activity</dt><dd>\(person.activity)</dd></div>
              </dl>
              <p><a href="\(SiteURL.profile(.value(person.username)))">Public profile</a></p>
            </section>
            <section class="panel form-panel" aria-labelledby="access-heading">
              <h2 id="access-heading">Access</h2>
              \(state)
              \(HTML(each: extraActions) { $0 })
            </section>
            \(delete)
            """
    }
}

/// /admin/settings
extension AdminSettingsPage: Page {
    package var content: HTML {
        """
        \(Partials.adminTabs(.settings))
        <h1>Site settings</h1>
        <section class="panel form-panel">
          <form method="post" action="\(SiteURL.adminSettings)">
            \(Partials.csrf(layout))
            <div class="field">
              <label for="registration">Who may sign up</label>
              <select id="registration" name="registration">\(Partials.options(registrationOptions))</select>
              <p class="hint">The server's default is “\(serverDefault)” (its <code>--registration</code> flag, or open on loopback and invite-only elsewhere). Sign-up rate limits apply in every mode.</p>
            </div>
            <div class="field field-check">
              <input id="membersMayInvite" name="membersMayInvite" type="checkbox" value="yes"\(if: membersMayInvite, " checked")>
              <label for="membersMayInvite">Members may make invite links too</label>
            </div>
            <button type="submit" class="button">Save settings</button>
          </form>
        </section>
        """
    }
}

/// /admin/audit
extension AdminAuditPage: Page {
    package var content: HTML {
        let items = HTML(each: rows) { row in
            """
            <li class="admin-row">
              <p class="admin-row-title"><strong>\(row.actor)</strong> \(row.action) <span class="audit-target">\(row.target)</span></p>
              <p class="muted"><time>\(row.when)</time>\(row.reason.map { " · why: \($0)" as HTML })</p>
            </li>
            """
        }
        return """
            \(Partials.adminTabs(.audit))
            <h1>Audit log</h1>
            <p class="muted">Every admin action, newest first. Times are UTC.</p>
            \(rows.isEmpty ? "<p class=\"empty-state\">No admin actions yet.</p>" as HTML : "<ul class=\"admin-list\">\(items)</ul>")
            \(Partials.pager(nextPage))
            """
    }
}

/// /invites
extension InvitesPage: Page {
    package var content: HTML {
        let items = HTML(each: rows) { row in
            """
            <li class="admin-row">
              <p class="admin-row-title"><strong>Invite \(row.id)</strong> <span class="badge\(if: !row.active, " badge-muted")">\(row.status)</span>\(if: showsEveryone, " <span class=\"muted\">by \(row.creator)</span>")</p>
              <p class="muted">\(row.uses) · expires \(row.expires)\(row.note.map { " · \($0)" as HTML })</p>
              \(row.active ? """
                <form method="post" action="\(SiteURL.inviteRevoke(.value(row.id)))" class="inline-form">
                  \(Partials.csrf(layout))
                  <button type="submit" class="link-button">Revoke</button>
                </form>
                """ as HTML : nil)
            </li>
            """
        }
        let made: HTML? = newLink.map { link in
            """
            <section class="panel invite-made" role="status">
              <h2>Your invite link</h2>
              <p>Send this link to the person you invite. It is shown only now; Pantrix keeps no copy it could show again.</p>
              <p><input class="copy-field" type="text" value="\(link)" readonly aria-label="Invite link"></p>
            </section>
            """
        }
        return """
            \(if: showsEveryone, Partials.adminTabs(.invites))
            <h1>Invites</h1>
            \(modeNote.map { "<p class=\"notice\">\($0)</p>" as HTML })
            \(made)
            <section class="panel form-panel">
              <h2>Make an invite link</h2>
              <form method="post" action="\(SiteURL.invites)" novalidate>
                \(Partials.csrf(layout))
                <div class="\(Partials.fieldClass(uses))">
                  <label for="uses">How many accounts it can create</label>
                  <input id="uses" name="uses" type="number" inputmode="numeric" min="1" max="100" value="\(uses.value)"\(Partials.invalid(uses))>
                  \(Partials.fieldError(uses))
                </div>
                <div class="\(Partials.fieldClass(days))">
                  <label for="days">Valid for (days)</label>
                  <input id="days" name="days" type="number" inputmode="numeric" min="1" max="90" value="\(days.value)"\(Partials.invalid(days))>
                  \(Partials.fieldError(days))
                </div>
                <div class="\(Partials.fieldClass(note))">
                  <label for="note">Note <span class="optional">(optional, only you and admins see it)</span></label>
                  <input id="note" name="note" type="text" maxlength="200" value="\(note.value)"\(Partials.invalid(note))>
                  \(Partials.fieldError(note))
                </div>
                <button type="submit" class="button">Make the link</button>
              </form>
            </section>
            <h2>\(showsEveryone ? "Every invite" : "Your invites")</h2>
            \(rows.isEmpty ? "<p class=\"empty-state\">No invites yet.</p>" as HTML : "<ul class=\"admin-list\">\(items)</ul>")
            """
    }
}
