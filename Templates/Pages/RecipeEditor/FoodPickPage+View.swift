import PantrixCore

/// /recipes/{id}/foods: the author picks foods for lines nothing matched.
extension FoodPickPage: Page {
    package var content: HTML {
        """
        <section class="panel form-panel">
          <h1>Pick the foods for “\(title)”</h1>
          \(lines.isEmpty ? """
            <p>Every ingredient line is recognised.</p>
            <p><a class="button button-secondary" href="\(SiteURL.recipe(.value(id)))">Back to the recipe</a></p>
            """ : """
            <p>These lines were not recognised, so nutrition and cost leave them out. Pick the closest food for each; lines left as they are stay not recognised. Your pick is remembered: the next recipe on this site with the same ingredient gets the same food.</p>
            <form method="post" action="\(SiteURL.recipeFoods(.value(id)))">
              \(Partials.csrf(layout))
              <ul class="unmatched-lines">
                \(HTML(each: lines, Partials.unmatchedLine))
              </ul>
              <p class="hint">Not the right food among these? <a href="\(SiteURL.recipeEdit(.value(id)))">Edit the recipe</a> and reword the line.</p>
              <div class="form-actions">
                <button type="submit" class="button">Save foods</button>
                <a class="button button-secondary" href="\(SiteURL.recipe(.value(id)))">Cancel</a>
              </div>
            </form>
            """ as HTML)
        </section>
        """
    }
}
