/// /favourites
extension FavouritesPage: Page {
    package var content: HTML {
        """
        <div class="section-head"><h1>Favourites</h1><span class="section-links"><a href="\(SiteURL.recipeImport)">Import a recipe</a> <a href="\(SiteURL.lists)">Your lists</a></span></div>
        \(cards.isEmpty ? """
          <div class="empty-state">
            <p>No favourites yet. Tap the heart on any recipe to keep it here, one tap away.</p>
            <p><a class="button" href="\(SiteURL.search.href(["sort": "popular"]))">Browse the most favourited recipes</a></p>
          </div>
          """ : """
          <ul class="card-grid">
            \(HTML(each: cards) { card in
              card.id == newRecipeID
                ? Partials.recipeCard(card, backPath: backPath, layout: layout, kind: "card is-new", anchor: "recipe-\(card.id)")
                : Partials.recipeCard(card, backPath: backPath, layout: layout)
            })
          </ul>
          <nav class="pagination" aria-label="More favourites">
            \(previousHref.map { "<a class=\"button button-secondary\" href=\"\($0)\" rel=\"prev\">← Newer</a>" as HTML })
            \(nextHref.map { "<a class=\"button button-secondary\" href=\"\($0)\" rel=\"next\">Older →</a>" as HTML })
          </nav>
          """ as HTML)
        """
    }
}
