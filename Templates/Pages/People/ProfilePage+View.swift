/// /u/{username}
extension ProfilePage: Page {
    package var content: HTML {
        """
        \(Partials.moderationNotice(hiddenNotice))
        <section class="profile-head">
          <div class="avatar" aria-hidden="true">\(initial)</div>
          <div>
            <h1>\(username)</h1>
            <p class="muted">Cooking on Pantrix since \(memberSince)</p>
            <ul class="profile-stats">
              <li><strong>\(points)</strong> points\(rank.map { " · <a href=\"\(SiteURL.leaderboard.href(["period": "all"]))\">#\($0)</a> all time" as HTML })</li>
              <li><strong>\(recipeCount)</strong> recipes</li>
              <li><strong>\(followers)</strong> followers</li>
              <li><strong>\(following)</strong> following</li>
            </ul>
            \(if: canFollow, """
              <form method="post" action="\(profileHref)/\(viewerFollows ? "unfollow" : "follow")">
                \(Partials.csrf(layout))
                \(viewerFollows ? "<button type=\"submit\" class=\"button button-secondary\" aria-pressed=\"true\">Following ✓</button>" : "<button type=\"submit\" class=\"button\">Follow</button>" as HTML)
              </form>
              """)
            \(if: isViewer, "<div class=\"author-actions\"><a class=\"button\" href=\"\(SiteURL.recipeNew)\">Write a recipe</a><a class=\"button button-secondary\" href=\"\(SiteURL.recipeImport)\">Import a recipe</a><a class=\"button button-secondary\" href=\"\(SiteURL.following)\">Following feed</a><a class=\"button button-secondary\" href=\"\(SiteURL.settings)\">Settings</a></div>")
            \(reportMenu.map { Partials.reportMenu($0, layout: layout) })
            \(moderationHref.map { "<p class=\"small\"><a href=\"\($0)\">Moderate: cooking entries and points</a></p>" as HTML })
          </div>
        </section>
        <section aria-labelledby="recipes-heading">
          <h2 id="recipes-heading">Recipes</h2>
          \(recipes.isEmpty
            ? "<p class=\"empty-state\">\(isViewer ? "You haven't written a recipe yet. <a href=\"\(SiteURL.recipeNew)\">Write your first one</a>." : "\(username) hasn't shared a recipe yet." as HTML)</p>"
            : "<ul class=\"card-grid\">\(Partials.recipeCards(recipes, backPath: profileHref, layout: layout))</ul>" as HTML)
        </section>
        \(lists.isEmpty ? nil : """
          <section aria-labelledby="lists-heading">
            <h2 id="lists-heading">Lists</h2>
            <ul class="link-list">
              \(HTML(each: lists) { "<li><a href=\"\($0.href)\">\($0.name)</a> <span class=\"muted small\">\($0.count)</span></li>" })
            </ul>
          </section>
          """ as HTML)
        \(photos.isEmpty ? nil : """
          <section aria-labelledby="photos-heading">
            <h2 id="photos-heading">Photos</h2>
            <ul class="photo-strip">
              \(Partials.photoStrip(photos, titled: false))
            </ul>
          </section>
          """ as HTML)
        \(if: showHistory, historySection)
        """
    }

    var historySection: HTML {
        """
        <section id="history" aria-labelledby="history-heading">
          <h2 id="history-heading">Cooking history</h2>
          \(if: historyPrivate, "<p class=\"hint\">Only you can see this list. <a href=\"\(SiteURL.settings)\">Change in settings</a>.</p>")
          \(history.isEmpty ? "<p class=\"empty-state\">No dishes logged yet. Press “I cooked this” on a recipe you made.</p>" : """
            <ul class="history-list">
              \(HTML(each: history) { entry in
                """
                <li>
                  <span>\(entry.href.map { "<a href=\"\($0)\">\(entry.title)</a>" as HTML } ?? "\(entry.title)")</span>
                  <span class="muted small">\(entry.when)\(entry.used.map { " · \($0)" as HTML })</span>
                  <span class="badge badge-muted">\(entry.points)</span>
                  \(if: entry.canDelete, "<form method=\"post\" action=\"\(SiteURL.cookingDelete(.value(entry.id)))\" class=\"inline-form push-right\">\(Partials.csrf(layout))<button type=\"submit\" class=\"link-button\">Remove</button></form>")
                </li>
                """
              })
            </ul>
            """ as HTML)
        </section>
        """
    }
}

extension Partials {
    /// Small photo thumbnails linking to their recipes.
    static func photoStrip(_ photos: [ProfilePage.PhotoView], titled: Bool) -> HTML {
        HTML(each: photos) { "<li><a href=\"\($0.href)\"><img src=\"\($0.thumbURL)\" alt=\"\($0.alt)\"\(if: titled, " title=\"\($0.alt)\"") width=\"160\" height=\"120\" loading=\"lazy\"></a></li>" }
    }
}
