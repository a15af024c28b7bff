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
