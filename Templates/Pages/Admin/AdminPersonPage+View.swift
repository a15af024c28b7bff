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
