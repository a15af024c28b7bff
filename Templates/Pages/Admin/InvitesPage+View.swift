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
