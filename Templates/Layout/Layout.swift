/// The document around every page: head, header with navigation, flashes, footer.
package enum Layout {
    package static func document(_ layout: LayoutModel, content: HTML) -> HTML {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(layout.fullTitle)</title>
        <meta name="description" content="Pantrix: cook with what you have. Recipes, pantry, nutrition and cost.">
        <meta name="theme-color" content="#b5391c">
        <link rel="icon" href="/static/icons/pantrix.svg" type="image/svg+xml">
        <link rel="manifest" href="\(SiteURL.webManifest)">
        <link rel="apple-touch-icon" href="/static/icons/app-192.png">
        <meta name="color-scheme" content="\(layout.darkMedia == LayoutModel.alwaysDark ? "dark" : layout.darkMedia == LayoutModel.neverDark ? "light" : "light dark")">
        <link rel="stylesheet" href="\(layout.stylesheet)">
        <link rel="stylesheet" href="\(layout.darkStylesheet)" media="\(layout.darkMedia)">
        <script src="\(layout.script)" defer></script>
        <script src="\(layout.offlineScript)" defer></script>
        </head>
        <body>
        \(header(layout))
        <main id="main" class="container" tabindex="-1">
        \(flashes(layout))
        \(content)
        </main>
        <footer class="site-footer">
          <div class="container">
            <p>Pantrix — cook with what you have, waste less. Nutrition data: USDA National Nutrient Database (SR21, public domain).</p>
          </div>
        </footer>
        </body>
        </html>
        """
    }

    static func header(_ layout: LayoutModel) -> HTML {
        let account: HTML
        let menuUser: HTML?
        if layout.signedIn, let username = layout.username {
            account = """
                <a class="user-chip" href="\(SiteURL.profile(.value(username)))" title="Your profile and recipes">\(username)</a>
                  <form method="post" action="\(SiteURL.logout)" class="inline-form">
                    \(Partials.csrf(layout))
                    <button type="submit" class="link-button">Log out</button>
                  </form>
                """
            menuUser = """
                <p class="menu-user">Signed in as <a href="\(SiteURL.profile(.value(username)))"><strong>\(username)</strong></a></p>
                """
        } else {
            account = """
                <a class="header-link" href="\(SiteURL.login.href(["next": layout.returnTo]))">Log in</a>
                  <a class="button button-small" href="\(SiteURL.register.href(["next": layout.returnTo]))">Sign up</a>
                """
            menuUser = nil
        }
        let links = HTML(each: layout.nav) { item in
            "<li><a href=\"\(item.href)\"\(if: item.current, " aria-current=\"page\"")>\(item.label)</a></li>"
        }
        return """
            <a class="skip-link" href="#main">Skip to content</a>
            <header class="site-header">
              <div class="container header-inner">
                <a class="brand" href="\(SiteURL.home)" aria-label="Pantrix home"><img src="/static/icons/pantrix.svg" alt="" width="28" height="28"><span>Pantrix</span></a>
                <nav class="nav-desktop" aria-label="Main">
                  <ul>\(links)</ul>
                </nav>
                <div class="header-account">
                  \(account)
                </div>
                <details class="nav-mobile">
                  <summary><span class="burger" aria-hidden="true"></span><span class="visually-hidden">Menu</span></summary>
                  <nav aria-label="Main (compact)">
                    \(menuUser)
                    <ul>\(links)</ul>
                  </nav>
                </details>
              </div>
            </header>
            """
    }

    static func flashes(_ layout: LayoutModel) -> HTML? {
        guard !layout.flashes.isEmpty else { return nil }
        return """
            <div class="flashes" role="status" aria-live="polite">
              \(HTML(each: layout.flashes) { "<p class=\"flash flash-\($0.kind)\">\($0.message)</p>" })
            </div>
            """
    }
}
