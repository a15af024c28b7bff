import PantrixCore

/// Settings → API tokens.
extension APITokensPage: Page {
    package var content: HTML {
        """
        <h1>API tokens</h1>
        <p class="lead">A token lets a program of yours — a script, a shortcut on your phone, a home dashboard — use Pantrix as you: your recipes, pantry, grocery list and meal plan. Send it as <code>Authorization: Bearer …</code>; the API is described in <a href="\(SiteURL.apiDescription)">openapi.yaml</a>.</p>
        \(newToken.map { token in
            """
            <section class="panel invite-made" role="status">
              <h2>Your new token</h2>
              <p>Copy it now: it is shown only this once, and Pantrix keeps no copy it could show again. Treat it like a password.</p>
              <p><input class="copy-field" type="text" value="\(token)" readonly aria-label="API token"></p>
            </section>
            """ as HTML
        })
        <section class="panel form-panel" aria-labelledby="new-token-heading">
          <h2 id="new-token-heading">Make a token</h2>
          <form method="post" action="\(SiteURL.settingsTokens)" novalidate>
            \(Partials.csrf(layout))
            <div class="\(Partials.fieldClass(name))">
              <label for="\(name.id)">Name</label>
              <input id="\(name.id)" name="name" type="text" value="\(name.value)" maxlength="\(AppDatabase.apiTokenLimits.nameLength)" required placeholder="e.g. Kitchen tablet"\(Partials.invalid(name))>
              \(Partials.fieldError(name))
            </div>
            <div class="field">
              <label for="token-scope">Access</label>
              <select id="token-scope" name="scope">\(Partials.options(scopes))</select>
            </div>
            <div class="\(Partials.fieldClass(expiry))">
              <label for="\(expiry.id)">Expires</label>
              <select id="\(expiry.id)" name="expiry"\(Partials.invalid(expiry))>\(Partials.options(expiries))</select>
              \(Partials.fieldError(expiry))
            </div>
            \(Partials.passwordField(password, name: "password", label: "Your password", autocomplete: "current-password"))
            <button type="submit" class="button">Make the token</button>
          </form>
        </section>
        <section class="panel" aria-labelledby="tokens-heading">
          <h2 id="tokens-heading">Your tokens</h2>
          \(rows.isEmpty ? "<p class=\"muted\">None yet.</p>" as HTML : """
            <ul class="token-list">\(HTML(each: rows, row))</ul>
            """ as HTML)
        </section>
        """
    }

    private func row(_ row: Row) -> HTML {
        """
        <li class="token\(if: !row.isActive, " is-inactive")">
          <strong>\(row.name)</strong> <span class="badge\(if: !row.isActive, " badge-muted")">\(row.isActive ? row.access : row.status)</span>
          <span class="muted small">made \(row.created) · expires \(row.expires) · last used \(row.lastUsed)</span>
          \(if: row.isActive, """
            <form method="post" action="\(SiteURL.settingsTokenRevoke(.value(row.id)))" class="inline-form">
              \(Partials.csrf(layout))
              <button type="submit" class="link-button">Revoke<span class="visually-hidden"> \(row.name)</span></button>
            </form>
            """)
        </li>
        """
    }
}
