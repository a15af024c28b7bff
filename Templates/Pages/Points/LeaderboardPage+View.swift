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
