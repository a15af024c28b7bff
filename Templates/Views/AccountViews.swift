/// /login
extension LoginPage: Page {
    package var content: HTML {
        """
        <section class="panel form-panel">
          <h1>Log in</h1>
          <p class="muted">New to Pantrix? <a href="\(registerHref)">Create an account</a>.</p>
          \(Partials.formError(error))
          <form method="post" action="\(SiteURL.login)" novalidate>
            \(Partials.csrf(layout))
            <input type="hidden" name="next" value="\(next)">
            <div class="field">
              <label for="username">Username or email</label>
              <input id="username" name="username" type="text" value="\(username.value)" autocomplete="username" autocapitalize="none" spellcheck="false" required>
            </div>
            <div class="field">
              <label for="password">Password</label>
              <input id="password" name="password" type="password" autocomplete="current-password" required>
            </div>
            <button type="submit" class="button button-block">Log in</button>
          </form>
          \(if: mailEnabled, "<p><a href=\"\(SiteURL.forgotPassword)\">Forgot your password?</a></p>", else: "<p class=\"hint\">Forgot your password? Ask an admin of this site for a reset link.</p>")
        </section>
        """
    }
}

/// /register
extension RegisterPage: Page {
    package var content: HTML {
        if let closed {
            let (heading, message): (String, String) = switch closed {
            case .closed:
                ("Sign-up is closed", "This Pantrix isn't taking new accounts at the moment. If you already have one, log in.")
            case .inviteOnly:
                ("Sign-up is by invitation", "This Pantrix is invite-only. Ask someone who uses it for an invite link, then open that link to create your account.")
            case .inviteNotValid:
                ("This invite link can't be used", "It was used up, withdrawn or has expired. Ask the person who sent it for a new one.")
            }
            return """
                <section class="panel form-panel registration-closed">
                  <h1>\(heading)</h1>
                  <p>\(message)</p>
                  <p><a class="button" href="\(logInHref)">Log in</a></p>
                </section>
                """
        }
        let adminChoice: HTML? = offerAdmin ? """
            <div class="field field-check admin-offer">
                  <input id="makeAdmin" name="makeAdmin" type="checkbox" value="yes"\(if: makeAdmin, " checked")>
                  <label for="makeAdmin">Make this account the admin of this Pantrix</label>
                  <p class="hint">Nobody runs this instance yet. Its admin manages people, invites, reports and settings.</p>
                </div>
            """ : nil
        return """
            <section class="panel form-panel">
              <h1>Create your account</h1>
              <p class="muted">Already have one? <a href="\(logInHref)">Log in</a>.</p>
              \(Partials.formError(error))
              <form method="post" action="\(SiteURL.register)" novalidate>
                \(Partials.csrf(layout))
                \(invite.map { "<input type=\"hidden\" name=\"invite\" value=\"\($0)\">" as HTML })
                \(next.map { "<input type=\"hidden\" name=\"next\" value=\"\($0)\">" as HTML })
                <div class="\(Partials.fieldClass(username))">
                  <label for="username">Username</label>
                  <input id="username" name="username" type="text" value="\(username.value)" autocomplete="username" autocapitalize="none" spellcheck="false" required minlength="3" maxlength="32"\(Partials.describedByHint(username))>
                  <p class="hint" id="username-hint">3–32 letters, digits, _ or -. Shown on the leaderboard.</p>
                  \(Partials.fieldError(username))
                </div>
                <div class="\(Partials.fieldClass(email))">
                  <label for="email">Email <span class="optional">(optional)</span></label>
                  <input id="email" name="email" type="email" value="\(email.value)" autocomplete="email" maxlength="254"\(Partials.invalid(email))>
                  \(Partials.fieldError(email))
                </div>
                <div class="\(Partials.fieldClass(password))">
                  <label for="password">Password</label>
                  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="64"\(Partials.describedByHint(password))>
                  <p class="hint" id="password-hint">8–64 characters. Avoid common passwords.</p>
                  \(Partials.fieldError(password))
                </div>
                <div class="\(Partials.fieldClass(passwordConfirm))">
                  <label for="passwordConfirm">Repeat password</label>
                  <input id="passwordConfirm" name="passwordConfirm" type="password" autocomplete="new-password" required\(Partials.invalid(passwordConfirm))>
                  \(Partials.fieldError(passwordConfirm))
                </div>
                \(adminChoice)
                <button type="submit" class="button button-block">Create account</button>
              </form>
            </section>
            """
    }
}

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

/// /settings/taste (and /welcome after sign-up)
extension TastePage: Page {
    package var content: HTML {
        func choices(_ options: [FormOption], name: String) -> HTML {
            HTML(each: options) { "<label class=\"choice\"><input type=\"checkbox\" name=\"\(name)\" value=\"\($0.value)\"\(if: $0.selected, " checked")> \($0.label)</label>" }
        }
        let intro: HTML = welcome ? """
            <h1>What do you like to eat?</h1>
            <p class="lead">Pantrix uses this for the “For you” suggestions on the home page. Everything is optional; you can change it any time in settings.</p>
            """ : """
            <p class="breadcrumb"><a href="\(SiteURL.settings)">← Settings</a></p><h1>Your tastes</h1>
            <p class="lead">Used for the “For you” suggestions on the home page.</p>
            """
        return """
            \(intro)
            <form method="post" action="\(SiteURL.settingsTaste)" class="panel recipe-form" novalidate>
              \(Partials.csrf(layout))
              \(if: welcome, "<input type=\"hidden\" name=\"welcome\" value=\"1\">")
              <fieldset class="field choice-group">
                <legend>Favourite kinds of dish</legend>
                \(choices(categories, name: "category"))
              </fieldset>
              <div class="\(Partials.fieldClass(cuisines))">
                <label for="cuisines">Favourite cuisines <span class="muted">(separated by commas)</span></label>
                <input id="cuisines" name="cuisines" type="text" list="cuisine-names" value="\(cuisines.value)" placeholder="e.g. Italian, Thai"\(Partials.invalid(cuisines))>
                \(Partials.datalist("cuisine-names", cuisineNames))
                \(Partials.fieldError(cuisines))
              </div>
              <fieldset class="field choice-group">
                <legend>Diet: only suggest recipes that are…</legend>
                \(choices(diets, name: "diet"))
              </fieldset>
              <div class="\(Partials.fieldClass(excluded))">
                <label for="excluded">Never suggest recipes with <span class="muted">(dislikes and allergies, separated by commas)</span></label>
                <input id="excluded" name="excluded" type="text" value="\(excluded.value)" placeholder="e.g. peanuts, mushrooms"\(Partials.invalid(excluded))>
                \(Partials.fieldError(excluded))
              </div>
              <div class="form-actions">
                <button type="submit" class="button">Save</button>
                \(if: welcome, "<a class=\"button button-secondary\" href=\"\(SiteURL.home)\">Skip for now</a>")
              </div>
            </form>
            """
    }
}

/// Any failed request.
extension ErrorPage: Page {
    package var content: HTML {
        """
        <section class="panel error-panel">
          <p class="error-code">\(status)</p>
          <h1>\(heading)</h1>
          <p>\(message)</p>
          <p><a class="button" href="\(actionHref)">\(actionLabel)</a></p>
        </section>
        """
    }
}

extension Partials {
    /// A message about the whole form, read out when it appears.
    static func formError(_ message: String?) -> HTML? {
        message.map { "<p class=\"form-error\" role=\"alert\">\($0)</p>" }
    }
}
