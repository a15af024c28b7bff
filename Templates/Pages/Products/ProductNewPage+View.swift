import PantrixCore

/// /products/new?code=…
extension ProductNewPage: Page {
    package var content: HTML {
        """
        <h1>New product</h1>
        <p class="lead">Nobody here has scanned <strong>\(barcode)</strong> yet. Say once what it is, and from then on everyone on this Pantrix adds it in one tap.</p>
        \(Partials.formError(problem))
        <section class="panel form-panel">
          <form method="post" action="\(SiteURL.productNew)" novalidate>
            \(Partials.csrf(layout))
            <input type="hidden" name="code" value="\(barcode)">
            \(Partials.productFields(fields))
            <div class="form-actions">
              <button type="submit" class="button" name="action" value="save">Save and add to my pantry</button>
              <button type="submit" class="button button-secondary" name="action" value="find">Find foods</button>
            </div>
          </form>
        </section>
        """
    }
}
