import PantrixCore

/// /products/{barcode}
extension ProductPage: Page {
    package var content: HTML {
        """
        <h1>\(name)</h1>
        <dl class="facts">
          \(brand.map { "<div><dt>Brand</dt><dd>\($0)</dd></div>" as HTML })
          <div><dt>Package</dt><dd>\(package)\(packageGrams.map { " <span class=\"muted\">(\($0))</span>" as HTML })</dd></div>
          <div><dt>Barcode</dt><dd>\(barcode)</dd></div>
          <div><dt>Food</dt><dd>\(foodID.map { id in "<a href=\"\(SiteURL.food(.value(id)))\">\(foodName ?? id)</a>" as HTML } ?? "<span class=\"muted\">not picked yet</span>")</dd></div>
          <div><dt>Source</dt><dd>\(source)</dd></div>
        </dl>
        \(per100g == nil ? "<p class=\"notice\">Pick the food it is (below) and this page shows its nutrition per package and per 100 g.</p>" as HTML : nil)
        <div class="product-labels">
          \(perPackage.map(Partials.nutritionLabel))
          \(per100g.map(Partials.nutritionLabel))
        </div>
        \(fields.map { fields in
            """
            <section class="panel form-panel" aria-labelledby="change-heading">
              <h2 id="change-heading">Change this product</h2>
              <p class="muted">Everyone here shares products. Your change is kept with your name, and you (or an admin) can undo it.</p>
              <form method="post" action="\(SiteURL.product(.value(barcode)))" novalidate>
                \(Partials.csrf(layout))
                \(Partials.productFields(fields))
                <div class="form-actions">
                  <button type="submit" class="button" name="action" value="save">Save changes</button>
                  <button type="submit" class="button button-secondary" name="action" value="find">Find foods</button>
                </div>
              </form>
            </section>
            """ as HTML
        })
        \(edits.isEmpty ? nil : """
            <section class="panel" aria-labelledby="changes-heading">
              <h2 id="changes-heading">Changes</h2>
              <ul class="token-list">\(HTML(each: edits, edit))</ul>
            </section>
            """ as HTML)
        """
    }

    private func edit(_ edit: EditView) -> HTML {
        """
        <li class="token\(if: edit.undone, " is-inactive")">
          <strong>\(edit.who)</strong> <span class="muted small">\(edit.when)\(if: edit.undone, " · undone")</span>
          <span>\(edit.summary)</span>
          \(if: edit.mayUndo, """
            <form method="post" action="\(SiteURL.productEditUndo(.value(edit.id)))" class="inline-form">
              \(Partials.csrf(layout))
              <button type="submit" class="link-button">Undo<span class="visually-hidden"> the change by \(edit.who) on \(edit.when)</span></button>
            </form>
            """)
        </li>
        """
    }
}
