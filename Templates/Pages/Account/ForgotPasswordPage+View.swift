import Foundation
import PantrixCore

/// /forgot-password
extension ForgotPasswordPage: Page {
    package var content: HTML {
        guard mailEnabled else {
            return """
                <section class="panel form-panel">
                  <h1>Forgot your password?</h1>
                  <p>This site doesn't send email. Ask an admin of this site for a reset link: it lets you choose a new password.</p>
                  <p><a href="\(SiteURL.login)">Back to log in</a></p>
                </section>
                """
        }
        return """
            <section class="panel form-panel">
              <h1>Forgot your password?</h1>
              <p class="muted">Enter your username or the email address of your account. If the account has an email address, we'll send it a link to choose a new password. The link works for one hour.</p>
              <form method="post" action="\(SiteURL.forgotPassword)" novalidate>
                \(Partials.csrf(layout))
                <div class="\(Partials.fieldClass(account))">
                  <label for="account">Username or email</label>
                  <input id="account" name="account" type="text" value="\(account.value)" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254"\(Partials.invalid(account))>
                  \(Partials.fieldError(account))
                </div>
                <button type="submit" class="button button-block">Send me a link</button>
              </form>
              <p class="hint">No email on your account? Ask an admin of this site for a reset link.</p>
              <p><a href="\(SiteURL.login)">Back to log in</a></p>
            </section>
            """
    }
}
