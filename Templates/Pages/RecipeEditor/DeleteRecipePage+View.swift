import PantrixCore

/// /recipes/{id}/delete
extension DeleteRecipePage: Page {
    package var content: HTML {
        """
        <section class="panel form-panel danger-zone">
          \(if: unfavourited, "<p class=\"notice\" role=\"status\">Removed “\(title)” from favourites.</p>")
          <h1>\(unfavourited ? "Delete the recipe too?" : "Delete “\(title)”?")</h1>
          <p>\(if: unfavourited, "You wrote “\(title)”. ")The recipe, its photos, ratings and comments are removed for everyone. This cannot be undone.</p>
          <form method="post" action="\(SiteURL.recipeDelete(.value(id)))" class="form-actions">
            \(Partials.csrf(layout))
            <button type="submit" class="button button-danger">Delete recipe</button>
            <a class="button button-secondary" href="\(keepHref)">Keep it</a>
          </form>
        </section>
        """
    }
}
