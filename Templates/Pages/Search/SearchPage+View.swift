/// /search
extension SearchPage: Page {
    package var content: HTML {
        let forQuery: HTML? = query.isEmpty ? nil : " for “\(query)”"
        let results: HTML
        if cards.isEmpty {
            results = """
                <div class="empty-state" role="status">
                  <h2>No recipes found\(forQuery)</h2>
                  <p>Try fewer or shorter words — “chick” finds chicken and chickpeas.</p>
                  \(clearHref.map { "<p><a class=\"button button-secondary\" href=\"\($0)\">Search without the filters</a></p>" as HTML })
                  <p><a href="\(SiteURL.search.href(["sort": "popular"]))">Browse popular recipes</a> or <a href="\(SiteURL.recipeRandom)">let Pantrix surprise you</a>.</p>
                </div>
                """
        } else {
            results = """
                <p class="result-summary" role="status">\(summary)\(forQuery)</p>
                <ul class="card-grid">
                  \(Partials.plannableRecipeCards(cards, backPath: backPath, layout: layout))
                </ul>
                <nav class="pagination" aria-label="Pages">
                  \(previousHref.map { "<a class=\"button button-secondary\" href=\"\($0)\" rel=\"prev\">← Previous</a>" as HTML })
                  <span class="muted">Page \(page)</span>
                  \(nextHref.map { "<a class=\"button button-secondary\" href=\"\($0)\" rel=\"next\">Next →</a>" as HTML })
                </nav>
                """
        }
        return """
            <h1>Search recipes</h1>
            <form method="get" action="\(SiteURL.search)" class="search-page-form" role="search">
              <div class="search-form">
                <label for="q" class="visually-hidden">Recipe or ingredient</label>
                <input id="q" name="q" type="search" value="\(query)" placeholder="Recipe or ingredient, e.g. chickpea curry" maxlength="200" autocomplete="off" data-suggest="\(SiteURL.searchSuggest)">
                <button type="submit" class="button">Search</button>
              </div>
              <details class="filters"\(if: !chips.isEmpty, " open")>
                <summary>Filters and sorting</summary>
                <div class="filter-grid">
                  \(Partials.recipeFilterFields(filters))
                  <div class="field">
                    <label for="with">With ingredients</label>
                    <input id="with" name="with" type="text" list="ingredient-names" autocomplete="off" value="\(include)" placeholder="e.g. spinach, feta">
                  </div>
                  <div class="field">
                    <label for="without">Without ingredients (allergies)</label>
                    <input id="without" name="without" type="text" list="ingredient-names" autocomplete="off" value="\(filters.exclude)" placeholder="e.g. nuts, shrimp">
                  </div>
                  \(Partials.datalist("ingredient-names", vocabulary))
                  <div class="field">
                    <label for="sort">Sort by</label>
                    <select id="sort" name="sort">
                      \(Partials.options(sorts))
                    </select>
                  </div>
                </div>
                <button type="submit" class="button">Apply</button>
              </details>
            </form>
            \(chips.isEmpty ? nil : """
              <ul class="chips" aria-label="Active filters">
                \(HTML(each: chips) { "<li><a href=\"\($0.removeHref)\" aria-label=\"Remove filter \($0.label)\">\($0.label) <span aria-hidden=\"true\">×</span></a></li>" })
                \(clearHref.map { "<li><a class=\"chip-clear\" href=\"\($0)\">Clear filters</a></li>" as HTML })
              </ul>
              """ as HTML)
            \(results)
            """
    }
}
