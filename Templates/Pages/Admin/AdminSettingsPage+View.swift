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
