/// /pantry
extension PantryPage: Page {
    package var content: HTML {
        """
        <h1>Your pantry</h1>
        \(Partials.householdNote(household))
        \(basicsOffer.map { Partials.kitchenBasics($0, layout: layout) })
        <p class="lead">What you have at home. <a href="\(SiteURL.cook)">Cook now</a> ranks recipes by how little is missing.</p>
        \(Partials.datalist("ingredient-names", vocabulary))
        <section class="panel pantry-add" aria-labelledby="add-heading">
          <form method="post" action="\(SiteURL.pantryItems)" novalidate>
            \(Partials.csrf(layout))
            <h2 id="add-heading">Add an item</h2>
            <div class="pantry-add-row">
              <div class="\(Partials.fieldClass(item)) pantry-add-item">
                <label for="item">Item, with an amount if you like</label>
                <input id="item" name="item" type="text" list="ingredient-names" value="\(item.value)" placeholder="e.g. 6 eggs, 500 g rice, cilantro" autocomplete="off" maxlength="200"\(Partials.invalid(item))>
                \(Partials.fieldError(item))
              </div>
              <div class="field field-narrow-date\(if: useBy.error != nil, " has-error")">
                <label for="useBy">Use by <span class="optional">(optional)</span></label>
                <input id="useBy" name="useBy" type="date" value="\(useBy.value)">
              </div>
              <button type="submit" class="button">Add</button>
            </div>
          </form>
          <div class="pantry-add-more">
            <details class="pantry-more"\(if: opensMany, " open")>
              <summary>Add many at once</summary>
              <form method="post" action="\(SiteURL.pantryItems)" novalidate>
                \(Partials.csrf(layout))
                <div class="\(Partials.fieldClass(lines))">
                  <label for="lines">Paste a list, one item per line</label>
                  <textarea id="lines" name="lines" rows="5" placeholder="2 onions&#10;1 kg potatoes&#10;butter"\(Partials.invalid(lines))>\(lines.value)</textarea>
                  \(Partials.fieldError(lines))
                </div>
                <button type="submit" class="button button-secondary">Add all</button>
              </form>
            </details>
            <details class="pantry-more"\(if: opensScan, " open")>
              <summary>Add a packaged product</summary>
              <form method="post" action="\(SiteURL.pantryScan)" class="scan-form" novalidate data-scan>
                \(Partials.csrf(layout))
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
            </details>
          </div>
        </section>
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
          <details class="staples-fold"\(if: staples.count <= Self.staplesShownOpen, " open")>
            <summary>\(staplesSummary)</summary>
            <ul class="chips">
              \(HTML(each: staples) { "<li><form method=\"post\" action=\"\(SiteURL.pantryStaples)\" class=\"inline-form\">\(Partials.csrf(layout))<input type=\"hidden\" name=\"key\" value=\"\($0.key)\"><button type=\"submit\" class=\"chip-button\" aria-label=\"Remove staple \($0.name)\">\($0.name) <span aria-hidden=\"true\">×</span></button></form></li>" })
            </ul>
          </details>
          <form method="post" action="\(SiteURL.pantryStaples)" class="search-form">
            \(Partials.csrf(layout))
            <label for="staple" class="visually-hidden">Add a staple</label>
            <input id="staple" name="staple" type="text" list="ingredient-names" placeholder="e.g. olive oil, flour, sugar" maxlength="100">
            <button type="submit" class="button button-secondary">Add staple</button>
          </form>
        </section>
        """
    }

    /// A kitchen that took the basics has thirty-odd staples: folded, they are one line.
    static let staplesShownOpen = 8

    /// "33 staples: salt, black pepper, water, olive oil, …"
    var staplesSummary: String {
        let names = staples.prefix(4).map(\.name).joined(separator: ", ") + (staples.count > 4 ? ", …" : "")
        return staples.isEmpty ? "No staples yet" : "\(staples.count) staple\(staples.count == 1 ? "" : "s"): \(names)"
    }

    /// Folded forms open for what was typed into them (the page again with an error), and
    /// "Add many at once" for an empty pantry, where a pasted list is the quickest start.
    var opensMany: Bool { items.isEmpty || !lines.value.isEmpty }
    var opensScan: Bool { !barcode.value.isEmpty }

    /// One line: name, amount, use-by and a menu that folds editing and removing away.
    func itemView(_ item: ItemView) -> HTML {
        """
        <li class="pantry-item \(item.statusClass)">
          <strong class="pantry-name">\(item.name)</strong>
          \(item.amount.map { "<span class=\"pantry-amount\">\($0)</span>" as HTML })
          \(item.useByText.map { date in
            item.status.map { "<span class=\"badge\">\($0): \(date)</span>" as HTML } ?? ("<span class=\"pantry-use-by\">use by \(date)</span>" as HTML)
          })
          \(if: !item.recognised, "<span class=\"badge badge-muted\">not recognised</span>")
          <details class="pantry-menu">
            <summary>Edit<span class="visually-hidden"> \(item.name)</span></summary>
            <div class="pantry-menu-body">
              \(item.suggestions.map { "<p class=\"small muted\">Did you mean: \($0)? Use one of these names.</p>" as HTML })
              <form method="post" action="\(SiteURL.pantryItem(.value(item.id)))" class="inline-edit">
                \(Partials.csrf(layout))
                <label class="visually-hidden" for="text-\(item.id)">Item</label>
                <input id="text-\(item.id)" name="text" type="text" value="\(item.text)" list="ingredient-names" maxlength="200">
                <label class="visually-hidden" for="useBy-\(item.id)">Use by</label>
                <input id="useBy-\(item.id)" name="useBy" type="date" value="\(item.useBy)">
                <button type="submit" class="button button-small">Save</button>
              </form>
              <form method="post" action="\(SiteURL.pantryItemDelete(.value(item.id)))">
                \(Partials.csrf(layout))
                <button type="submit" class="button button-small button-secondary">Remove<span class="visually-hidden"> \(item.name)</span></button>
              </form>
            </div>
          </details>
        </li>
        """
    }
}
