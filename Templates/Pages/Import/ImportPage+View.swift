import PantrixCore

/// /recipes/import
extension ImportPage: Page {
    package var content: HTML {
        """
        <h1>Import recipes</h1>
        <p class="lead">Bring recipes from other sites and apps. Pantrix reads schema.org <code>Recipe</code> data — what recipe websites embed in their pages and what Mealie and Tandoor export — then works out nutrition and cost for each line.</p>
        \(summary.map { summary in """
          <section class="panel import-result" role="status">
            <h2>\(summary)</h2>
            <ul class="import-list">
              \(HTML(each: imported) { recipe in
                """
                <li><a href="\(recipe.href)">\(recipe.title)</a> <span class="muted small">\(recipe.lines) lines</span>
                  \(recipe.unmatched.isEmpty ? nil : "<ul class=\"unmatched-list\">\(HTML(each: recipe.unmatched) { "<li>No matching food: \($0)</li>" })</ul>" as HTML)
                </li>
                """
              })
            </ul>
            \(if: !imported.isEmpty, "<p class=\"small\">They are in your <a href=\"\(SiteURL.favourites)\">favourites</a>.</p>")
          </section>
          """ as HTML })
        \(problems.isEmpty ? nil : """
          <section class="panel notice-panel" role="alert">
            <h2>What could not be imported</h2>
            <ul>\(HTML(each: problems) { "<li>\($0)</li>" })</ul>
          </section>
          """ as HTML)
        <div class="form-columns">
          <form method="post" action="\(SiteURL.recipeImportLink)" class="panel form-panel import-form import-link-form" novalidate>
            \(Partials.csrf(layout))
            <h2>From a link</h2>
            <div class="\(Partials.fieldClass(link))">
              <label for="url">Recipe page address</label>
              <input id="url" name="url" type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://" value="\(link.value)"\(Partials.describedByHint(link))>
              <p class="hint" id="url-hint">Pantrix opens the page for you and reads its recipe, as from a saved page.</p>
              \(Partials.fieldError(link))
            </div>
            <div class="field field-check">
              <input id="link-private" name="private" type="checkbox" value="yes"\(if: privateChecked, " checked")>
              <label for="link-private">Keep the imported recipe private (only you can see it)</label>
            </div>
            <button type="submit" class="button">Import from link</button>
          </form>
          <form method="post" action="\(SiteURL.recipeImport)" enctype="multipart/form-data" class="panel form-panel import-form" novalidate>
            \(Partials.csrf(layout))
            <h2>From a file</h2>
            <div class="\(Partials.fieldClass(file))">
              <label for="file">Recipe file</label>
              <input id="file" name="file" type="file" accept=".json,.jsonld,.html,.htm,application/json,application/ld+json,text/html"\(Partials.invalid(file))>
              <p class="hint">A .json file (one recipe or a list) or a saved web page (.html), up to 5 MB.</p>
              \(Partials.fieldError(file))
            </div>
            <div class="field">
              <label for="pasted">…or paste JSON-LD or page source</label>
              <textarea id="pasted" name="pasted" rows="6" spellcheck="false">\(pasted.value)</textarea>
            </div>
            <div class="field field-check">
              <input id="private" name="private" type="checkbox" value="yes"\(if: privateChecked, " checked")>
              <label for="private">Keep imported recipes private (only you can see them)</label>
            </div>
            <button type="submit" class="button">Import</button>
          </form>
        </div>
        """
    }
}
