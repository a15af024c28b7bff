import Foundation
import PantrixCore

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
