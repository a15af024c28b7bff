/// /following: new recipes and photos from the cooks you follow.
extension FollowingPage: Page {
    package var content: HTML {
        let backPath = SiteURL.following.path
        return """
            <h1>Following</h1>
            \(if: followsAnyone, "<p class=\"lead\">New recipes from \(HTML(each: followed) { "<a href=\"\(SiteURL.profile(.value($0)))\">\($0)</a> " })</p>")
            \(photos.isEmpty ? nil : """
              <section aria-labelledby="following-photos">
                <h2 id="following-photos">New photos</h2>
                <ul class="photo-strip">
                  \(Partials.photoStrip(photos, titled: true))
                </ul>
              </section>
              <h2>New recipes</h2>
              """ as HTML)
            \(entries.isEmpty
              ? "<p class=\"empty-state\">\(followsAnyone ? "The cooks you follow haven't shared a recipe yet." : "You don't follow anyone yet. Open a recipe by another cook, go to their profile and press Follow." as HTML)</p>"
              : "<ul class=\"card-grid\">\(HTML(each: entries) { Partials.recipeCard($0.card, backPath: backPath, layout: layout) })</ul>" as HTML)
            """
    }
}
