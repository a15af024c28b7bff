import PantrixCore

/// /household/join/{token}, signed out: the invitation, and the ways in that keep it.
extension HouseholdInvitationPage: Page {
    package var content: HTML {
        """
        <section class="panel form-panel household-invitation">
          <h1>\(invitedBy) invited you to join \(name)</h1>
          <p>\(memberNames.joined(separator: ", ")) \(memberNames.count == 1 ? "shares" : "share") a pantry, a grocery list and a meal plan there. \(registerHref == nil ? "Log in" : "Log in or create an account") to accept: you come back here to join.</p>
          <div class="form-actions">
            \(registerHref.map { "<a class=\"button\" href=\"\($0)\">Create an account</a>" as HTML })
            <a class="button\(if: registerHref != nil, " button-secondary")" href="\(logInHref)">Log in</a>
          </div>
          <p class="hint">The link works once, until \(expires) UTC.</p>
        </section>
        """
    }
}
