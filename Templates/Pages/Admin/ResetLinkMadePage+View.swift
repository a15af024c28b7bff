import Foundation
import PantrixCore

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
