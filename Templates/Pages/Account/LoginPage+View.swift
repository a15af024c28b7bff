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
