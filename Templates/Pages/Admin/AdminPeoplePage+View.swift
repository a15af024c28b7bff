/// /admin/people
extension AdminPeoplePage: Page {
    package var content: HTML {
        let rows = HTML(each: people) { person in
            """
            <li class="admin-row">
              <p class="admin-row-title"><a href="\(SiteURL.adminPerson(.value(person.id)))"><strong>\(person.username)</strong></a> \(Partials.personBadges(person))</p>
              <p class="muted">\(person.email ?? "no email") · joined \(person.joined)</p>
              <p class="muted">\(person.activity)</p>
            </li>
            """
        }
        return """
            \(Partials.adminTabs(.people))
            <h1>People</h1>
            <form method="get" action="\(SiteURL.adminPeople)" class="search-inline" role="search">
              <label for="q" class="visually-hidden">Username or email</label>
              <input id="q" name="q" type="search" value="\(query)" placeholder="Username or email" autocapitalize="none" spellcheck="false">
              <button type="submit" class="button">Search</button>
            </form>
            \(people.isEmpty ? "<p class=\"empty-state\">Nobody matches “\(query)”.</p>" as HTML : "<ul class=\"admin-list\">\(rows)</ul>")
            \(Partials.pager(nextPage))
            """
    }
}
