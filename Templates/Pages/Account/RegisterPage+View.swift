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
