/// /
extension HomePage: Page {
    package var content: HTML {
        """
            \(kitchen.map(personal) ?? hero)
            <nav class="category-strip" aria-label="Recipe categories">
              <ul>
                \(HTML(each: categories) { "<li><a href=\"\($0.href)\"><img src=\"\($0.imageURL)\" alt=\"\" width=\"64\" height=\"48\">\($0.label)</a></li>\n" })
              </ul>
            </nav>
            \(cookNow.isEmpty ? nil : """
              <section aria-labelledby="cook-heading">
                <div class="section-head"><h2 id="cook-heading">Cook now, from your pantry</h2><a href="\(SiteURL.cook)">See all</a></div>
                <ul class="card-grid">
                  \(HTML(each: cookNow) { Partials.cookCard($0, backPath: backPath, layout: layout) })
                </ul>
              </section>
              """ as HTML)
            \(forYou.isEmpty ? nil : """
              <section aria-labelledby="for-you-heading">
                <div class="section-head"><h2 id="for-you-heading">For you</h2><a href="\(SiteURL.settingsTaste)">Your tastes</a></div>
                <ul class="card-grid">
                  \(Partials.recipeCards(forYou, backPath: backPath, layout: layout))
                </ul>
              </section>
              """ as HTML)
            \(popular.isEmpty ? "<p class=\"empty-state\">No recipes yet. <a href=\"\(SiteURL.nutrition)\">Try the nutrition calculator</a> meanwhile.</p>" : """
              <section aria-labelledby="popular-heading">
                <div class="section-head"><h2 id="popular-heading">Popular recipes</h2><span class="section-links"><a href="\(SiteURL.search.href(["sort": "popular"]))">Most favourited</a> · <a href="\(SiteURL.search.href(["sort": "rating"]))">Best rated</a></span></div>
                <ul class="card-grid">
                  \(Partials.recipeCards(popular, backPath: backPath, layout: layout))
                </ul>
              </section>
              <section aria-labelledby="recent-heading">
                <div class="section-head"><h2 id="recent-heading">Recently added</h2><a href="\(SiteURL.search.href(["sort": "newest"]))">See all</a></div>
                <ul class="card-grid">
                  \(Partials.recipeCards(recent, backPath: backPath, layout: layout))
                </ul>
              </section>
              """ as HTML)
            \(if: kitchen == nil, """
            <section class="features" aria-label="What Pantrix does">
              <article class="feature">
                <h2>Your pantry, put to work</h2>
                <p>Add what you have; see recipes ranked by how little is missing.</p>
              </article>
              <article class="feature">
                <h2>Real nutrition and cost</h2>
                <p>Calories, macros and price per serving, computed from USDA food data. <a href="\(SiteURL.nutrition)">Analyse your own recipe</a>.</p>
              </article>
              <article class="feature">
                <h2>Points for less waste</h2>
                <p>Cook from your pantry, use things before they expire, climb the leaderboard.</p>
              </article>
            </section>
            """)
            """
    }

    /// Signed out: what Pantrix is, with the search box.
    var hero: HTML {
        """
        <section class="hero hero-compact">
          <div class="hero-text">
            <h1>Cook with what you have.</h1>
            <p class="lead">Tell Pantrix what's in your kitchen. It shows what you can cook right now, what's missing, what each dish costs and what it contains — and gives you points for wasting less.</p>
            \(Self.searchForm(kind: "search-form hero-search", placeholder: "Search recipes or ingredients, e.g. chickpea"))
            <div class="hero-actions">
              <a class="button button-secondary" href="\(SiteURL.recipeRandom)">Surprise me</a>
              <a class="button button-secondary" href="\(SiteURL.register)">Create a free account</a>
            </div>
          </div>
          <div class="hero-art" aria-hidden="true">
            <img src="/static/icons/hero-bowl.svg" alt="" width="220" height="220">
          </div>
        </section>
        """
    }

    /// Signed in: the person's own kitchen first — search, shortcuts, the rest of this week's plan
    /// and their newest favourites.
    func personal(_ kitchen: KitchenSummary) -> HTML {
        """
        <section class="home-kitchen" aria-labelledby="kitchen-heading">
          <h1 id="kitchen-heading">Your kitchen</h1>
          \(Self.searchForm(kind: "search-form", placeholder: "Search recipes or ingredients"))
          <ul class="home-shortcuts">
            <li><a class="button" href="\(SiteURL.cook)">Cook now</a></li>
            <li><a class="button button-secondary" href="\(SiteURL.pantry)">Pantry · \(kitchen.pantryCount == 1 ? "1 item" : "\(kitchen.pantryCount) items")</a></li>
            <li><a class="button button-secondary" href="\(SiteURL.groceries)">Grocery list</a></li>
            <li><a class="button button-secondary" href="\(SiteURL.recipeNew)">Write a recipe</a></li>
            <li><a class="button button-secondary" href="\(SiteURL.recipeImport)">Import a recipe</a></li>
          </ul>
        </section>
        <section class="panel home-plan" aria-labelledby="plan-heading">
          <div class="section-head"><h2 id="plan-heading">Coming up this week</h2><a href="\(SiteURL.plan)">Meal plan</a></div>
          \(kitchen.planned.isEmpty
            ? "<p class=\"muted\">Nothing planned for the rest of the week. <a href=\"\(SiteURL.plan)\">Plan a meal</a>.</p>" as HTML
            : "<ul class=\"home-planned\">\(HTML(each: kitchen.planned) { entry in "<li\(if: entry.cooked, " class=\"is-cooked\"")><span class=\"home-when\">\(entry.when)</span> \(entry.href.map { "<a href=\"\($0)\">\(entry.title)</a>" as HTML } ?? "\(entry.title)")\(if: entry.cooked, " <span class=\"badge badge-muted\">cooked</span>")</li>" })</ul>")
        </section>
        \(kitchen.favourites.isEmpty ? nil : """
          <section aria-labelledby="favourites-heading">
            <div class="section-head"><h2 id="favourites-heading">Your favourites</h2><a href="\(SiteURL.favourites)">All favourites</a></div>
            <ul class="card-grid">
              \(Partials.recipeCards(kitchen.favourites, backPath: SiteURL.home.path, layout: layout))
            </ul>
          </section>
          """ as HTML)
        """
    }

    /// The home page's search box with suggestions, signed in or out.
    static func searchForm(kind: String, placeholder: String) -> HTML {
        """
        <form class="\(kind)" method="get" action="\(SiteURL.search)" role="search">
          <label for="home-q" class="visually-hidden">Search recipes</label>
          <input id="home-q" name="q" type="search" placeholder="\(placeholder)" autocomplete="off" maxlength="200" data-suggest="\(SiteURL.searchSuggest)">
          <button type="submit" class="button">Search</button>
        </form>
        """
    }
}
