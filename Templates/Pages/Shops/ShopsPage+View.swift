import PantrixCore

/// /stores
extension ShopsPage: Page {
    package var content: HTML {
        """
        <h1>Your stores</h1>
        \(Partials.householdNote(household))
        <p class="lead">Name the stores you shop at and note what things cost there: the <a href="\(SiteURL.groceries)">grocery list</a> then shows the cheapest store for each item, and recipe costs use your prices.</p>
        <section class="panel" aria-labelledby="stores-heading">
          <h2 id="stores-heading">Stores</h2>
          \(stores.isEmpty ? "<p class=\"muted\">None yet: add the first below.</p>" as HTML : "<ul class=\"store-list\">\(HTML(each: stores, storeRow))</ul>" as HTML)
          <form method="post" action="\(SiteURL.stores)" class="store-form" novalidate>
            \(Partials.csrf(layout))
            <h3>Add a store</h3>
            \(nameAndAddress(name: name, address: address))
            <button type="submit" class="button">Add the store</button>
          </form>
        </section>
        <section class="panel" aria-labelledby="record-heading">
          <h2 id="record-heading">Record a price</h2>
          \(stores.isEmpty ? "<p class=\"muted\">Add a store first.</p>" as HTML : priceForm)
        </section>
        <section class="panel" aria-labelledby="prices-heading">
          <h2 id="prices-heading">Recent prices</h2>
          \(prices.isEmpty ? "<p class=\"muted\">None yet.</p>" as HTML : """
            <ul class="price-list">\(HTML(each: prices, priceRow))</ul>
            """ as HTML)
        </section>
        """
    }

    private func nameAndAddress(name: FormField, address: FormField) -> HTML {
        """
        <div class="\(Partials.fieldClass(name))">
          <label for="\(name.id)">Name</label>
          <input id="\(name.id)" name="name" type="text" value="\(name.value)" maxlength="60" required placeholder="e.g. Corner market"\(Partials.invalid(name))>
          \(Partials.fieldError(name))
        </div>
        <div class="\(Partials.fieldClass(address))">
          <label for="\(address.id)">Address <span class="muted small">(optional, for a map link)</span></label>
          <input id="\(address.id)" name="address" type="text" value="\(address.value)" maxlength="200" autocomplete="street-address"\(Partials.invalid(address))>
          \(Partials.fieldError(address))
        </div>
        """
    }

    private func storeRow(_ row: ShopRow) -> HTML {
        """
        <li class="store" id="store-\(row.id)">
          <strong>\(row.title)</strong>\(row.addressText.map { " <span class=\"muted small\">\($0)</span>" as HTML })
          \(row.mapHref.map { href in
            """
            <span class="store-map"><a href="\(href)" rel="noopener noreferrer" target="_blank">Show on map</a> · <a href="\(row.geoHref ?? "")" rel="noopener noreferrer">Open in a map app</a></span>
            """ as HTML
          })
          <details class="store-edit"\(if: row.editing, " open")>
            <summary>Edit<span class="visually-hidden"> \(row.title)</span></summary>
            <form method="post" action="\(SiteURL.store(.value(row.id)))" novalidate>
              \(Partials.csrf(layout))
              \(nameAndAddress(name: row.name, address: row.address))
              <button type="submit" class="button button-small">Save</button>
            </form>
            <form method="post" action="\(SiteURL.storeDelete(.value(row.id)))" class="inline-form">
              \(Partials.csrf(layout))
              <button type="submit" class="link-button">Delete \(row.title) and its prices</button>
            </form>
          </details>
        </li>
        """
    }

    private var priceForm: HTML {
        """
        <form method="post" action="\(SiteURL.storePrices)" class="price-form" novalidate>
          \(Partials.csrf(layout))
          <div class="\(Partials.fieldClass(item))">
            <label for="\(item.id)">Item</label>
            <input id="\(item.id)" name="item" type="text" value="\(item.value)" maxlength="100" required placeholder="e.g. eggs" autocomplete="off"\(Partials.invalid(item))>
            \(Partials.fieldError(item))
          </div>
          <div class="\(Partials.fieldClass(quantity))">
            <label for="\(quantity.id)">How much</label>
            <input id="\(quantity.id)" name="quantity" type="text" value="\(quantity.value)" maxlength="40" placeholder="e.g. 1 kg, or 6 for six items"\(Partials.invalid(quantity))>
            \(Partials.fieldError(quantity))
          </div>
          <div class="\(Partials.fieldClass(paid))">
            <label for="\(paid.id)">Paid ($)</label>
            <input id="\(paid.id)" name="paid" type="text" inputmode="decimal" value="\(paid.value)" maxlength="12" required placeholder="e.g. 3.49"\(Partials.invalid(paid))>
            \(Partials.fieldError(paid))
          </div>
          <div class="\(Partials.fieldClass(store))">
            <label for="\(store.id)">Store</label>
            <select id="\(store.id)" name="store"\(Partials.invalid(store))>\(Partials.options(storeOptions))</select>
            \(Partials.fieldError(store))
          </div>
          <button type="submit" class="button">Record the price</button>
        </form>
        """
    }

    private func priceRow(_ row: PriceRow) -> HTML {
        """
        <li class="price-row">
          <span><strong>\(row.item)</strong> \(row.quantity) for \(row.paid) at \(row.store) <span class="muted small">(\(row.unitPrice) · \(row.day))</span></span>
          <form method="post" action="\(SiteURL.storePriceDelete(.value(row.id)))" class="inline-form">
            \(Partials.csrf(layout))
            <button type="submit" class="link-button">Delete<span class="visually-hidden"> the price of \(row.item) at \(row.store)</span></button>
          </form>
        </li>
        """
    }
}
