/// /settings
extension SettingsPage: Page {
    package var content: HTML {
        """
            <h1>Settings</h1>
            <section class="panel">
              <h2>Your account</h2>
              <dl class="facts">
                <div><dt>Username</dt><dd>\(username)</dd></div>
                <div><dt>Email</dt><dd>\(email.map { "\($0)" as HTML } ?? "<span class=\"muted\">not given</span>")</dd></div>
                <div><dt>Member since</dt><dd>\(memberSince)</dd></div>
              </dl>
            </section>
            <section class="panel form-panel" aria-labelledby="more-heading">
              <h2 id="more-heading">Your kitchen</h2>
              <ul class="link-list">
                <li><a href="\(SiteURL.settingsTaste)">Tastes, diet and ingredients to avoid</a> — for the “For you” suggestions</li>
                <li><a href="\(SiteURL.pantry.href(fragment: "staples"))">Staples</a> — what you always have (salt, pepper, oil…)</li>
                <li><a href="\(SiteURL.settingsTokens)">API tokens</a> — let a program of yours use your recipes, pantry, grocery list and plan</li>
                <li><a href="\(SiteURL.household)">Household</a> — share your pantry, grocery list and meal plan with the people you live with</li>
                <li><a href="\(SiteURL.profile(.value(username)))">Your profile</a> — recipes, points and cooking history</li>
                \(if: mayInvite, "<li><a href=\"\(SiteURL.invites)\">Invite someone</a> — a link that lets a friend create an account</li>")
              </ul>
            </section>
            <section class="panel form-panel" aria-labelledby="display-heading">
              <h2 id="display-heading">Display</h2>
              <form method="post" action="\(SiteURL.settingsDisplay)">
                \(Partials.csrf(layout))
                <fieldset class="field choice-group">
                  <legend>Theme</legend>
                  \(HTML(each: themeChoices) { "<label class=\"choice\"><input type=\"radio\" name=\"theme\" value=\"\($0.value)\"\(if: $0.selected, " checked")> \($0.label)</label>" })
                </fieldset>
                <fieldset class="field choice-group">
                  <legend>Recipes open in</legend>
                  \(HTML(each: measureChoices) { "<label class=\"choice\"><input type=\"radio\" name=\"units\" value=\"\($0.value)\"\(if: $0.selected, " checked")> \($0.label)</label>" })
                </fieldset>
                <p class="hint">A recipe page can still switch its measures; this is where each one starts.</p>
                <button type="submit" class="button button-secondary">Save display</button>
              </form>
            </section>
            <section class="panel form-panel" aria-labelledby="privacy-heading">
              <h2 id="privacy-heading">Privacy</h2>
              <form method="post" action="\(SiteURL.settingsPrivacy)">
                \(Partials.csrf(layout))
                <div class="field field-check">
                  <input id="historyPublic" name="historyPublic" type="checkbox" value="yes"\(if: historyPublic, " checked")>
                  <label for="historyPublic">Show my cooking history on my profile</label>
                </div>
                <p class="hint">Your points and rank are always on the leaderboard; the list of what you cooked is yours to share.</p>
                <button type="submit" class="button button-secondary">Save privacy</button>
              </form>
            </section>
            <section class="panel form-panel" aria-labelledby="email-heading">
              <h2 id="email-heading">Email address</h2>
              <p class="muted">Optional. \(if: mailEnabled, "With one, you can get a link by email when you forget your password. A new address is used once you open the link we send to it.", else: "An admin can reach you there.")</p>
              \(pendingEmail.map { email in "<p class=\"hint\" id=\"pending-email\">Waiting for you to open the link sent to <strong>\(email)</strong> (it works until \(pendingEmailUntil ?? "tomorrow") UTC).</p>" as HTML })
              <form method="post" action="\(SiteURL.settingsEmail)" novalidate>
                \(Partials.csrf(layout))
                <div class="\(Partials.fieldClass(newEmail))">
                  <label for="newEmail">New email address</label>
                  <input id="newEmail" name="email" type="email" value="\(newEmail.value)" autocomplete="email" maxlength="254"\(Partials.describedByHint(newEmail))>
                  <p class="hint" id="newEmail-hint">Leave it empty to remove your email address.</p>
                  \(Partials.fieldError(newEmail))
                </div>
                \(Partials.passwordField(emailPassword, name: "password", label: "Your password", autocomplete: "current-password"))
                <button type="submit" class="button button-secondary">Save email address</button>
              </form>
            </section>
            <section class="panel form-panel" aria-labelledby="password-heading">
              <h2 id="password-heading">Change password</h2>
              <p class="muted">Changing it logs you out on every other device and revokes your API tokens and calendar link.</p>
              <form method="post" action="\(SiteURL.settingsPassword)" novalidate>
                \(Partials.csrf(layout))
                \(Partials.passwordField(currentPassword, name: "currentPassword", label: "Current password", autocomplete: "current-password"))
                \(Partials.passwordField(newPassword, name: "newPassword", label: "New password", autocomplete: "new-password", extra: " minlength=\"8\" maxlength=\"64\""))
                \(Partials.passwordField(newPasswordConfirm, name: "newPasswordConfirm", label: "Repeat new password", autocomplete: "new-password"))
                <button type="submit" class="button">Change password</button>
              </form>
            </section>
            <section class="panel form-panel danger-zone" aria-labelledby="delete-heading">
              <h2 id="delete-heading">Delete account</h2>
              <p>This removes your account, pantry, favourites, recipes and photos. It can't be undone.</p>
              <form method="post" action="\(SiteURL.settingsDelete)" novalidate>
                \(Partials.csrf(layout))
                \(Partials.passwordField(deletePassword, name: "password", label: "Your password", autocomplete: "current-password"))
                <div class="field field-check\(if: deleteConfirm.error != nil, " has-error")">
                  <input id="deleteConfirm" name="confirm" type="checkbox" value="yes"\(Partials.invalid(deleteConfirm))>
                  <label for="deleteConfirm">I understand everything will be deleted</label>
                  \(Partials.fieldError(deleteConfirm))
                </div>
                <button type="submit" class="button button-danger">Delete my account</button>
              </form>
            </section>
            """
    }
}
