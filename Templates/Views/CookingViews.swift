/// /recipes/{id}/cooked: what cooking it takes from the pantry, before it is recorded.
extension CookedConfirmPage: Page {
    package var content: HTML {
        func badge(_ note: String?) -> HTML? { note.map { " <span class=\"badge\">\($0)</span>" } }
        return """
            <p class="breadcrumb"><a href="\(SiteURL.recipe(.value(recipeID)))">← \(recipeTitle)</a></p>
            <h1>I cooked \(recipeTitle)</h1>
            <form method="get" action="\(SiteURL.recipeCooked(.value(recipeID)))" class="inline-form servings-form">
              <label for="servings-view">Servings cooked</label>
              <input id="servings-view" name="servings" type="number" inputmode="numeric" min="1" max="100" value="\(servings)">
              <button type="submit" class="button button-small button-secondary">Update</button>
            </form>
            <form method="post" action="\(SiteURL.recipeCooked(.value(recipeID)))" class="panel cooked-form">
              \(Partials.csrf(layout))
              <input type="hidden" name="servings" value="\(servings)">
              \(uses.isEmpty ? nil : """
                <h2>From your pantry</h2>
                <ul class="use-list">
                  \(HTML(each: uses) { "<li>\($0.text)\(badge($0.note))</li>" })
                </ul>
                """ as HTML)
              \(asked.isEmpty ? nil : """
                <h2>Did you use these up?</h2>
                <p class="hint">Your pantry has no amount for these. Tick the ones that are finished; the rest stay.</p>
                <ul class="use-list">
                  \(HTML(each: asked) { "<li class=\"field-check\"><input type=\"checkbox\" id=\"used-\($0.itemID)\" name=\"used-\($0.itemID)\" value=\"yes\"><label for=\"used-\($0.itemID)\">Used up my \($0.text)</label>\(badge($0.note))</li>\n" })
                </ul>
                """ as HTML)
              \(if: uses.isEmpty && asked.isEmpty, "<p>Nothing in your pantry matches this recipe, so nothing will be taken out. <a href=\"\(SiteURL.pantry)\">Update your pantry</a> first to earn points for what you use.</p>")
              <p class="notice">\(estimate) <a href="\(SiteURL.points)">How points work</a></p>
              <div class="form-actions">
                <button type="submit" class="button">Yes, I cooked it</button>
                <a class="button button-secondary" href="\(SiteURL.recipe(.value(recipeID)))">Cancel</a>
              </div>
            </form>
            """
    }
}

/// /leaderboard
extension LeaderboardPage: Page {
    package var content: HTML {
        func cells(_ row: Row, you: Bool) -> HTML {
            "<td class=\"num\">\(row.rank)</td><td><a href=\"\(row.href)\">\(row.username)</a>\(if: you, " (you)")</td><td class=\"num\">\(row.points)</td><td class=\"num\">\(row.cooked)</td>"
        }
        let outside: HTML? = viewerOutsideTop ? viewer.map { """
            <tr class="gap" aria-hidden="true"><td colspan="4">…</td></tr>
                <tr class="is-viewer">\(cells($0, you: true))</tr>
            """ } : nil
        return """
            <h1>Leaderboard</h1>
            <p class="lead">Points for cooking with what you already have. <a href="\(SiteURL.points)">How points work</a></p>
            <nav class="tabs" aria-label="Period">
              \(HTML(each: tabs) { "<a href=\"\($0.href)\"\(if: $0.current, " aria-current=\"page\"")>\($0.label)</a>" })
            </nav>
            \(viewer.map { "<p class=\"notice\">You are <strong>#\($0.rank)</strong> \(if: viewerOutsideTop, "of \(participants) cooks ")with \($0.points) points \(periodPhrase).</p>" as HTML })
            \(rows.isEmpty ? "<p class=\"empty-state\">No points \(periodPhrase) yet. Cook something from your pantry and press “I cooked this” on the recipe.</p>" : """
              <div class="table-scroll">
              <table class="data-table leaderboard">
                <caption class="visually-hidden">Top cooks, \(periodLabel)</caption>
                <thead><tr><th scope="col" class="num">Rank</th><th scope="col">Cook</th><th scope="col" class="num">Points</th><th scope="col" class="num">Dishes</th></tr></thead>
                <tbody>
                  \(HTML(each: rows) { "<tr\(if: $0.isViewer, " class=\"is-viewer\"")>\(cells($0, you: false))</tr>\n" })
                  \(outside)
                </tbody>
              </table>
              </div>
              """ as HTML)
            """
    }
}

/// /points
extension PointsPage: Page {
    package var content: HTML {
        """
        <h1>How points work</h1>
        <p class="lead">Pantrix rewards cooking with what you already have, so less food goes in the bin.</p>
        <ul class="panel rules-list">
          \(HTML(each: rules) { "<li>\($0)</li>" })
        </ul>
        <p><a class="button" href="\(SiteURL.leaderboard)">See the leaderboard</a> <a class="button button-secondary" href="\(SiteURL.cook)">What can I cook now?</a></p>
        """
    }
}
