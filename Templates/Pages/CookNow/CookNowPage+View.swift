/// /cook
extension CookNowPage: Page {
    package var content: HTML {
        """
        <h1>Cook now</h1>
        \(basicsOffer.map { _ in "<p class=\"notice basics-prompt\">Most kitchens keep oil, spices, baking powder and the like. <a href=\"\(SiteURL.pantry.href(fragment: "basics-heading"))\">Tick the basics you keep</a> and cook now counts them as there.</p>" as HTML })
        \(if: pantryIsEmpty, "<p class=\"notice\">Your pantry is empty, so every ingredient counts as missing. <a href=\"\(SiteURL.pantry)\">Add what you have</a> first.</p>")
        <form method="get" action="\(SiteURL.cook)" class="panel cook-filters">
          <div class="field field-check">
            <input id="now" name="now" type="checkbox" value="1"\(if: onlyNow, " checked")>
            <label for="now">Only what I can make now</label>
          </div>
          <div class="field field-check">
            <input id="any" name="any" type="checkbox" value="1"\(if: ignoreAmounts, " checked")>
            <label for="any">Ignore amounts (any amount counts as having it)</label>
          </div>
          <details class="filters">
            <summary>More filters</summary>
            <div class="filter-grid">
              <div class="field">
                <label for="missing">Missing</label>
                <select id="missing" name="missing"><option value="">any number</option>\(Partials.options(missingOptions))</select>
              </div>
              \(Partials.recipeFilterFields(filters))
              <div class="field"><label for="without">Without ingredients</label><input id="without" name="without" type="text" value="\(filters.exclude)" placeholder="e.g. peanut"></div>
            </div>
          </details>
          <button type="submit" class="button">Show recipes</button>
        </form>
        <p class="result-summary" role="status">\(summary)</p>
        \(nextBuys.isEmpty ? nil : """
          <section class="panel next-buys" aria-labelledby="next-buys-heading">
            <h2 id="next-buys-heading">What to buy next</h2>
            <ul class="next-buy-list">
              \(HTML(each: nextBuys) { buy in
                """
                <li><form method="post" action="\(SiteURL.groceries)" class="inline-form">
                  \(Partials.csrf(layout))
                  <input type="hidden" name="item" value="\(buy.name)">
                  <input type="hidden" name="back" value="\(backPath)">
                  <button type="submit" class="button button-small button-secondary"><span>\(buy.name) → \(buy.unlocks)</span><span class="visually-hidden">: add to grocery list</span></button>
                </form></li>
                """
              })
            </ul>
          </section>
          """ as HTML)
        \(cards.isEmpty ? "<div class=\"empty-state\"><p>No recipe fits. Allow a few missing ingredients, or <a href=\"\(SiteURL.pantry)\">add more to your pantry</a>.</p></div>" : """
          <ul class="card-grid">
            \(HTML(each: cards) { Partials.cookCard($0, backPath: backPath, layout: layout) })
          </ul>
          <nav class="pagination" aria-label="Pages">
            \(previousHref.map { "<a class=\"button button-secondary\" href=\"\($0)\" rel=\"prev\">← Previous</a>" as HTML })
            \(nextHref.map { "<a class=\"button button-secondary\" href=\"\($0)\" rel=\"next\">Next →</a>" as HTML })
          </nav>
          """ as HTML)
        """
    }
}
