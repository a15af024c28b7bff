/// /lists/{id}
extension ListPage: Page {
    package var content: HTML {
        let entriesList: HTML
        if entries.isEmpty {
            entriesList = "<p class=\"empty-state\">This list is empty.\(if: isOwner, " Open a recipe and use “Add to a list”. <a href=\"\(SiteURL.search)\">Find recipes</a>")</p>"
        } else {
            entriesList = """
                <ol class="list-entries"\(if: isOwner, " data-reorder=\"\(SiteURL.listOrder(.value(id)))\"")>
                  \(HTML(each: entries, entry))
                </ol>
                \(if: isOwner, "<p class=\"muted small\">Use the arrows to change the order; with a mouse you can also drag a recipe to its place.</p>")
                """
        }
        return """
            <div class="section-head">
              <h1>\(name)</h1>
              \(if: isOwner, "<a href=\"\(SiteURL.lists)\">All your lists</a>")
            </div>
            \(Partials.moderationNotice(hiddenNotice))
            <p class="muted">\(count) · \(isOwner ? visibility : "a list by \(ownerName)")</p>
            \(reportMenu.map { Partials.reportMenu($0, layout: layout) })
            \(entriesList)
            \(if: isOwner, settings)
            """
    }

    func entry(_ entry: Entry) -> HTML {
        let card = entry.card
        let meta: HTML = "\(card.time ?? "")\(card.rating.map { " · \($0)" as HTML })"
        func move(_ direction: String, _ arrow: String) -> HTML {
            "<form method=\"post\" action=\"\(SiteURL.listItemMove(.value(id), .value(entry.recipeID)))\" class=\"inline-form\">\(Partials.csrf(layout))<input type=\"hidden\" name=\"direction\" value=\"\(direction)\"><button type=\"submit\" class=\"button button-small button-secondary\" aria-label=\"Move \(card.title) \(direction)\">\(arrow)</button></form>"
        }
        return """
            <li class="list-entry" id="recipe-\(entry.recipeID)" data-recipe-id="\(entry.recipeID)"\(if: isOwner, " draggable=\"true\"")>
              <span class="list-position" aria-hidden="true">\(entry.position)</span>
              <a class="list-entry-title" href="\(card.href)">\(card.title)</a>
              <span class="muted small">\(meta)</span>
              \(if: isOwner, """
                <span class="list-entry-actions">
                  \(if: !entry.isFirst, move("up", "↑"))
                  \(if: !entry.isLast, move("down", "↓"))
                  <form method="post" action="\(SiteURL.listItemDelete(.value(id), .value(entry.recipeID)))" class="inline-form">\(Partials.csrf(layout))<button type="submit" class="link-button" aria-label="Remove \(card.title) from the list">Remove</button></form>
                </span>
                """)
            </li>
            """
    }

    var settings: HTML {
        """
        <section class="panel" aria-labelledby="list-settings-heading">
          <h2 id="list-settings-heading">Rename or share</h2>
          <form method="post" action="\(SiteURL.list(.value(id)))" class="social-form">
            \(Partials.csrf(layout))
            <div class="field"><label for="\(nameField.id)">Name</label>
            <input id="\(nameField.id)" name="name" type="text" value="\(nameField.value)" maxlength="80" required></div>
            <div class="field-check"><input id="list-public" type="checkbox" name="visibility" value="public"\(if: isPublic, " checked")><label for="list-public">Public — anyone with the link can see it</label></div>
            <button type="submit" class="button button-secondary">Save</button>
          </form>
          <details class="danger-zone">
            <summary>Delete this list</summary>
            <form method="post" action="\(SiteURL.listDelete(.value(id)))" class="social-form">
              \(Partials.csrf(layout))
              <p>Delete “\(name)”? The recipes stay on Pantrix; only the list goes. This can't be undone.</p>
              <button type="submit" class="button button-danger">Yes, delete the list</button>
            </form>
          </details>
        </section>
        """
    }
}
