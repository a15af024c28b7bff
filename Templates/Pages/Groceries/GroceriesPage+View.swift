/// /groceries
extension GroceriesPage: Page {
    package var content: HTML {
        """
        <h1>Grocery list</h1>
        \(Partials.householdNote(household))
        <form method="post" action="\(SiteURL.groceries)" class="search-form grocery-add" novalidate>
          \(Partials.csrf(layout))
          <label for="item" class="visually-hidden">Add to the list</label>
          <input id="item" name="item" type="text" value="\(item.value)" placeholder="Add an item, e.g. 2 lemons" maxlength="200" autocomplete="off"\(Partials.invalid(item))>
          <button type="submit" class="button">Add</button>
        </form>
        \(Partials.fieldError(item))
        <p class="small"><a href="\(SiteURL.stores)">Your stores and prices</a></p>
        \(sections.isEmpty ? "<p class=\"empty-state\">Your list is empty. Add items here, or use “Add missing to grocery list” on a recipe.</p>" : """
          <p class="result-summary">Estimated total: <span data-grocery-total>\(total)</span> <span class="muted small">(\(totalNote))</span></p>
          \(Partials.groceryGroupings(groupings))
          \(HTML(each: sections, section))
          <section class="grocery-done" aria-labelledby="done-heading" data-grocery-done\(if: done.isEmpty, " hidden")>
            <h2 id="done-heading">Done (<span data-done-count>\(done.count)</span>)</h2>
            <ul class="grocery-list">
              \(HTML(each: done, itemView))
            </ul>
          </section>
          \(actions)
          """ as HTML)
        """
    }

    /// Always there without JavaScript (the person may have ticked items since the page came);
    /// app.js shows them only while something is ticked.
    private var actions: HTML {
        """
        <div class="form-actions grocery-actions" data-grocery-actions>
          <form method="post" action="\(SiteURL.groceriesToPantry)" class="inline-form">\(Partials.csrf(layout))\(payFields)<button type="submit" class="button">Move checked to pantry</button></form>
          <form method="post" action="\(SiteURL.groceriesClearChecked)" class="inline-form">\(Partials.csrf(layout))<button type="submit" class="button button-secondary">Clear checked</button></form>
        </div>
        """
    }

    func section(_ section: Section) -> HTML {
        """
        <section class="grocery-section" data-section="\(section.name)"\(if: section.items.isEmpty, " hidden")>
          <h2>\(section.name)\(section.total.map { " <span class=\"grocery-store-total\">\($0)</span>" as HTML })</h2>
          <ul class="grocery-list">
            \(HTML(each: section.items, itemView))
          </ul>
        </section>
        """
    }

    /// The check button holds the name and amount; which recipes and days need the item is one
    /// line under it that opens to the whole note (a week's plan names many).
    func itemView(_ item: ItemView) -> HTML {
        """
        <li class="grocery-item\(if: item.checked, " is-checked")" data-item="\(item.id)">
          <form method="post" action="\(SiteURL.groceryCheck(.value(item.id)))" class="grocery-check" data-toggle data-home="\(item.home)">
            \(Partials.csrf(layout))
            <input type="hidden" name="checked" value="\(item.checked ? "no" : "yes")">
            \(grouping.map { "<input type=\"hidden\" name=\"by\" value=\"\($0)\">" as HTML })
            <button type="submit" class="check-button" aria-pressed="\(item.checked ? "true" : "false")">
              <span class="check-box" aria-hidden="true"></span>
              <span class="grocery-text"><span class="grocery-name">\(item.name)</span>\(item.amount.map { " <span class=\"grocery-amount\">\($0)</span>" as HTML })\(item.cheapest.map { "<span class=\"grocery-cheapest\">\($0)</span>" as HTML })</span>
              \(item.price.map { "<span class=\"grocery-price\">\($0)</span>" as HTML })
            </button>
          </form>
          <form method="post" action="\(SiteURL.groceryDelete(.value(item.id)))" class="inline-form grocery-delete">
            \(Partials.csrf(layout))
            \(grouping.map { "<input type=\"hidden\" name=\"by\" value=\"\($0)\">" as HTML })
            <button type="submit" class="link-button" aria-label="Delete \(item.name)">Delete</button>
          </form>
          \(item.recipes.map { "<details class=\"grocery-recipes\"><summary>\($0)</summary></details>" as HTML })
        </li>
        """
    }
}
