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
