/// /pantry
extension PantryPage: Page {
    package var content: HTML {
        """
        <h1>Your pantry</h1>
        \(Partials.householdNote(household))
        \(basicsOffer.map { Partials.kitchenBasics($0, layout: layout) })
        <p class="lead">What you have at home. <a href="\(SiteURL.cook)">Cook now</a> ranks recipes by how little is missing.</p>
        \(Partials.datalist("ingredient-names", vocabulary))
        <div class="pantry-forms">
          <form method="post" action="\(SiteURL.pantryItems)" class="panel form-panel" novalidate>
            \(Partials.csrf(layout))
            <h2>Add an item</h2>
            <div class="\(Partials.fieldClass(item))">
              <label for="item">Item, with an amount if you like</label>
              <input id="item" name="item" type="text" list="ingredient-names" value="\(item.value)" placeholder="e.g. 6 eggs, 500 g rice, cilantro" autocomplete="off" maxlength="200"\(Partials.invalid(item))>
              \(Partials.fieldError(item))
            </div>
            <div class="field field-narrow-date\(if: useBy.error != nil, " has-error")">
              <label for="useBy">Use by <span class="optional">(optional)</span></label>
              <input id="useBy" name="useBy" type="date" value="\(useBy.value)">
            </div>
            <button type="submit" class="button">Add</button>
          </form>
          <form method="post" action="\(SiteURL.pantryItems)" class="panel form-panel" novalidate>
            \(Partials.csrf(layout))
            <h2>Add many at once</h2>
            <div class="\(Partials.fieldClass(lines))">
              <label for="lines">Paste a list, one item per line</label>
              <textarea id="lines" name="lines" rows="5" placeholder="2 onions&#10;1 kg potatoes&#10;butter"\(Partials.invalid(lines))>\(lines.value)</textarea>
              \(Partials.fieldError(lines))
            </div>
            <button type="submit" class="button button-secondary">Add all</button>
          </form>
          <form method="post" action="\(SiteURL.pantryScan)" class="panel form-panel scan-form" novalidate data-scan>
            \(Partials.csrf(layout))
            <h2>Add a packaged product</h2>
            <div class="\(Partials.fieldClass(barcode))">
              <label for="barcode">Barcode number</label>
              <input id="barcode" name="code" type="text" inputmode="numeric" autocomplete="off" maxlength="20" value="\(barcode.value)" placeholder="e.g. 5012345678900"\(Partials.describedByHint(barcode))>
              <p class="hint" id="barcode-hint">The 8, 12 or 13 digits under the barcode (EAN or UPC).</p>
              \(Partials.fieldError(barcode))
            </div>
            <div class="form-actions">
              <button type="submit" class="button button-secondary">Add product</button>
              <button type="button" class="button button-secondary" data-scan-camera hidden>Scan with camera</button>
            </div>
            <div class="scan-camera" data-scan-view hidden>
              <video muted playsinline aria-label="Camera view: hold the barcode inside it"></video>
              <p class="hint" role="status" data-scan-status></p>
              <button type="button" class="button button-small button-secondary" data-scan-stop>Stop the camera</button>
            </div>
          </form>
        </div>
        <section aria-labelledby="items-heading">
          <h2 id="items-heading">In your pantry</h2>
          \(items.isEmpty ? "<p class=\"empty-state\">Your pantry is empty. Add what you have — eggs, rice, onions — and Pantrix will show what you can cook.</p>" : """
            <ul class="pantry-list">
              \(HTML(each: items, itemView))
            </ul>
            """ as HTML)
        </section>
        <section id="staples" class="panel" aria-labelledby="staples-heading">
          <h2 id="staples-heading">Staples</h2>
          <p class="muted">Things you always have. They count as available in every recipe.</p>
          <ul class="chips">
            \(HTML(each: staples) { "<li><form method=\"post\" action=\"\(SiteURL.pantryStaples)\" class=\"inline-form\">\(Partials.csrf(layout))<input type=\"hidden\" name=\"key\" value=\"\($0.key)\"><button type=\"submit\" class=\"chip-button\" aria-label=\"Remove staple \($0.name)\">\($0.name) <span aria-hidden=\"true\">×</span></button></form></li>" })
          </ul>
          <form method="post" action="\(SiteURL.pantryStaples)" class="search-form">
            \(Partials.csrf(layout))
            <label for="staple" class="visually-hidden">Add a staple</label>
            <input id="staple" name="staple" type="text" list="ingredient-names" placeholder="e.g. olive oil, flour, sugar" maxlength="100">
            <button type="submit" class="button button-secondary">Add staple</button>
          </form>
        </section>
        """
    }

    func itemView(_ item: ItemView) -> HTML {
        """
        <li class="pantry-item \(item.statusClass)">
          <div class="pantry-item-head">
            <strong>\(item.name)</strong>
            \(item.status.map { "<span class=\"badge\">\($0)</span>" as HTML })
            \(if: !item.recognised, "<span class=\"badge badge-muted\">not recognised</span>")
          </div>
          \(item.suggestions.map { "<p class=\"small muted\">Did you mean: \($0)? Edit the item to use one of these names.</p>" as HTML })
          <details class="pantry-edit">
            <summary>\(item.text)\(item.useByText.map { " · use by \($0)" as HTML }) — edit</summary>
            <form method="post" action="\(SiteURL.pantryItem(.value(item.id)))" class="inline-edit">
              \(Partials.csrf(layout))
              <label class="visually-hidden" for="text-\(item.id)">Item</label>
              <input id="text-\(item.id)" name="text" type="text" value="\(item.text)" list="ingredient-names" maxlength="200">
              <label class="visually-hidden" for="useBy-\(item.id)">Use by</label>
              <input id="useBy-\(item.id)" name="useBy" type="date" value="\(item.useBy)">
              <button type="submit" class="button button-small">Save</button>
            </form>
          </details>
          <form method="post" action="\(SiteURL.pantryItemDelete(.value(item.id)))" class="inline-form">
            \(Partials.csrf(layout))
            <button type="submit" class="link-button">Remove<span class="visually-hidden"> \(item.name)</span></button>
          </form>
        </li>
        """
    }
}

/// /groceries
extension GroceriesPage: Page {
    package var content: HTML {
        let hasChecked = sections.contains { $0.items.contains(where: \.checked) }
        return """
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
              <p class="result-summary">Estimated total: \(total) <span class="muted small">(\(totalNote))</span></p>
              \(Partials.groceryGroupings(groupings))
              \(HTML(each: sections, section))
              \(if: hasChecked, """
                <div class="form-actions">
                  <form method="post" action="\(SiteURL.groceriesToPantry)" class="inline-form">\(Partials.csrf(layout))\(payFields)<button type="submit" class="button">Move checked to pantry</button></form>
                  <form method="post" action="\(SiteURL.groceriesClearChecked)" class="inline-form">\(Partials.csrf(layout))<button type="submit" class="button button-secondary">Clear checked</button></form>
                </div>
                """)
              """ as HTML)
            """
    }

    func section(_ section: Section) -> HTML {
        """
        <section class="grocery-section">
          <h2>\(section.name)\(section.total.map { " <span class=\"grocery-store-total\">\($0)</span>" as HTML })</h2>
          <ul class="grocery-list">
            \(HTML(each: section.items) { item in
              """
              <li class="grocery-item\(if: item.checked, " is-checked")">
                <form method="post" action="\(SiteURL.groceryCheck(.value(item.id)))" class="grocery-check" data-toggle>
                  \(Partials.csrf(layout))
                  <input type="hidden" name="checked" value="\(item.checked ? "no" : "yes")">
                  \(grouping.map { "<input type=\"hidden\" name=\"by\" value=\"\($0)\">" as HTML })
                  <button type="submit" class="check-button" aria-pressed="\(item.checked ? "true" : "false")">
                    <span class="check-box" aria-hidden="true"></span>
                    <span class="grocery-text"><span class="grocery-name">\(item.name)</span>\(item.amount.map { " <span class=\"grocery-amount\">\($0)</span>" as HTML })\(item.recipes.map { "<span class=\"grocery-recipes\">\($0)</span>" as HTML })\(item.cheapest.map { "<span class=\"grocery-cheapest\">\($0)</span>" as HTML })</span>
                    \(item.price.map { "<span class=\"grocery-price\">\($0)</span>" as HTML })
                  </button>
                </form>
                <form method="post" action="\(SiteURL.groceryDelete(.value(item.id)))" class="inline-form">
                  \(Partials.csrf(layout))
                  \(grouping.map { "<input type=\"hidden\" name=\"by\" value=\"\($0)\">" as HTML })
                  <button type="submit" class="link-button" aria-label="Delete \(item.name)">Delete</button>
                </form>
              </li>
              """
            })
          </ul>
        </section>
        """
    }
}
