import Foundation
import PantrixCore

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
