/// /lists
extension ListsPage: Page {
    package var content: HTML {
        """
        <div class="section-head"><h1>Your lists</h1><a href="\(SiteURL.favourites)">Favourites</a></div>
        \(lists.isEmpty ? "<p class=\"empty-state\">No lists yet. Make one below, or use “Add to a list” on any recipe.</p>" : """
          <ul class="list-index">
            \(HTML(each: lists) { "<li><a href=\"\($0.href)\">\($0.name)</a> <span class=\"muted small\">\($0.count) · \($0.visibility)</span></li>\n" })
          </ul>
          """ as HTML)
        <section class="panel" aria-labelledby="new-list-heading">
          <h2 id="new-list-heading">New list</h2>
          <form method="post" action="\(SiteURL.lists)" class="social-form" novalidate>
            \(Partials.csrf(layout))
            <div class="\(Partials.fieldClass(name))">
              <label for="\(name.id)">Name</label>
              <input id="\(name.id)" name="name" type="text" value="\(name.value)" maxlength="80" placeholder="e.g. Weeknight dinners" required\(Partials.invalid(name))>
              \(Partials.fieldError(name))
            </div>
            <div class="field-check"><input id="list-public" type="checkbox" name="visibility" value="public"><label for="list-public">Public — anyone with the link can see it</label></div>
            <button type="submit" class="button">Create list</button>
          </form>
        </section>
        """
    }
}
