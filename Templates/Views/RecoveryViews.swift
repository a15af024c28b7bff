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

/// /reset-password/{token}
extension ResetPasswordPage: Page {
    package var content: HTML {
        """
        <section class="panel form-panel">
          <h1>Choose a new password</h1>
          <p class="muted">For the account <strong>\(username)</strong>. Every device signed in to it will be logged out.</p>
          <form method="post" action="\(action)" novalidate>
            \(Partials.csrf(layout))
            <input type="text" name="username" value="\(username)" autocomplete="username" hidden>
            <div class="\(Partials.fieldClass(newPassword))">
              <label for="newPassword">New password</label>
              <input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="8" maxlength="64"\(Partials.describedByHint(newPassword))>
              <p class="hint" id="newPassword-hint">8–64 characters. Avoid common passwords.</p>
              \(Partials.fieldError(newPassword))
            </div>
            <div class="\(Partials.fieldClass(newPasswordConfirm))">
              <label for="newPasswordConfirm">Repeat new password</label>
              <input id="newPasswordConfirm" name="newPasswordConfirm" type="password" autocomplete="new-password" required\(Partials.invalid(newPasswordConfirm))>
              \(Partials.fieldError(newPasswordConfirm))
            </div>
            <button type="submit" class="button button-block">Set new password</button>
          </form>
        </section>
        """
    }
}

/// A reset, confirmation or join link that no longer works.
extension LinkNotValidPage: Page {
    package var content: HTML {
        let next: HTML = switch (kind, mailEnabled) {
        case (.reset, true):
            "<p>Reset links work once, for a limited time, and only the newest one works. Ask for a new one.</p><p><a class=\"button\" href=\"\(SiteURL.forgotPassword)\">Send me a new link</a></p>"
        case (.reset, false):
            "<p>Reset links work once, for a limited time, and only the newest one works. Ask an admin of this site for a new one.</p><p><a class=\"button\" href=\"\(SiteURL.login)\">Go to log in</a></p>"
        case (.email, _):
            "<p>A confirmation link works once, for 24 hours, and only the newest one works. Change your email again in settings to get a new one.</p><p><a class=\"button\" href=\"\(SiteURL.settings)\">Go to settings</a></p>"
        case (.householdJoin, _):
            "<p>A join link works once, for \(AppDatabase.householdLimits.inviteDays) days, and only while the member who made it is still in the household; it may also have been withdrawn. Ask someone in the household to make you a new link.</p><p><a class=\"button\" href=\"\(SiteURL.household)\">Go to your household page</a></p>"
        }
        return """
            <section class="panel form-panel">
              <h1>\(heading)</h1>
              \(next)
            </section>
            """
    }
}

/// /confirm-email/{token}
extension ConfirmEmailPage: Page {
    package var content: HTML {
        """
        <section class="panel form-panel">
          <h1>Confirm your new email address</h1>
          <p>Use <strong>\(email)</strong> as the email address of the Pantrix account <strong>\(username)</strong>?</p>
          <form method="post" action="\(action)">
            \(Partials.csrf(layout))
            <button type="submit" class="button button-block">Use this address</button>
          </form>
        </section>
        """
    }
}

/// After an admin made a reset link.
extension ResetLinkMadePage: Page {
    package var content: HTML {
        """
        <p class="breadcrumb"><a href="\(personHref)">← \(username)</a></p>
        <section class="panel form-panel">
          <h1>Reset link for \(username)</h1>
          <p>Pass this link on to <strong>\(username)</strong> yourself, in a way only they can read. It lets whoever opens it choose a new password, once, until <time datetime="\(expires.formatted(.iso8601))">\(DateText.dayAndTime(expires)) UTC</time> (\(hours) hours). Any older reset link for the account no longer works.</p>
          <div class="field">
            <label for="reset-link">Reset link</label>
            <input id="reset-link" type="text" value="\(link)" readonly spellcheck="false" autocapitalize="none">
          </div>
          <p class="hint">This is the only time the link is shown; Pantrix keeps only a fingerprint of it. Lost it? Make a new one.</p>
        </section>
        """
    }
}

extension Partials {
    /// The button that makes a reset link for a person, for the admin area's person page.
    package static func adminResetLinkForm(personID: Int64, layout: LayoutModel) -> HTML {
        """
        <form method="post" action="\(SiteURL.adminPersonResetLink(.value(personID)))">
          \(csrf(layout))
          <button type="submit" class="button button-secondary">Make a reset link</button>
          <p class="hint">A link to pass on that lets them choose a new password (works once, for 24 hours).</p>
        </form>
        """
    }

    /// For the admin dashboard: mail that failed to send lately, nothing when none did.
    package static func mailFailures(_ failures: MailFailureSummary, period: String = "in the last day") -> HTML? {
        let count = failures.count
        guard count > 0 else { return nil }
        return """
            <section class="panel" aria-labelledby="mail-failures-heading">
              <h2 id="mail-failures-heading">\(count) email\(if: count != 1, "s") failed to send \(period)</h2>
              <p class="muted">People asking for a link were told it was on its way. Check the mail program's settings (see docs/operations.md, “Mail”) and make reset links by hand meanwhile.</p>
              <ul class="link-list">
                \(HTML(each: failures.recent) { "<li><time datetime=\"\($0.createdAt.formatted(.iso8601))\">\(DateText.dayAndTime($0.createdAt))</time> · \($0.subject) to \($0.recipient): <span class=\"muted\">\($0.error)</span></li>" })
              </ul>
            </section>
            """
    }
}
