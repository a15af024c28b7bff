import PantrixCore

extension Partials {
    /// The grocery list's "By section | By store" switch: plain links.
    static func groceryGroupings(_ links: [NavLink]) -> HTML? {
        guard !links.isEmpty else { return nil }
        return """
            <div class="segmented grocery-groupings" role="group" aria-label="Group the list">
              \(HTML(each: links) { "<a href=\"\($0.href)\"\(if: $0.current, " aria-current=\"true\" class=\"current\"")>\($0.label)</a>" })
            </div>
            """
    }
}

extension GroceriesPage {
    /// Inside "Move checked to pantry", once the kitchen has stores: what each checked item cost
    /// (optional) and where, recorded as prices.
    var payFields: HTML? {
        // A field for every item, shown while it is ticked: ticking without a reload shows its field.
        let items = done + sections.flatMap(\.items)
        guard !payStores.isEmpty, !items.isEmpty else { return nil }
        return """
            <fieldset class="pay-fields" data-pay-fields\(if: done.isEmpty, " hidden")>
              <legend>What did you pay? <span class="muted small">(optional, saved as your prices)</span></legend>
              <div class="\(payStoreError == nil ? "field" : "field has-error")">
                <label for="pay-store">Store</label>
                <select id="pay-store" name="store"\(if: payStoreError != nil, " aria-invalid=\"true\" aria-describedby=\"pay-store-error\"")><option value="">Choose a store</option>\(Partials.options(payStores))</select>
                \(payStoreError.map { "<p class=\"field-error\" id=\"pay-store-error\">\($0)</p>" as HTML })
              </div>
              \(HTML(each: items) { item in
                let field = paid[item.id] ?? FormField(id: "paid-\(item.id)")
                return """
                  <div class="\(Partials.fieldClass(field))" data-pay-for="\(item.id)"\(if: !item.checked, " hidden")>
                    <label for="\(field.id)">\(item.name)\(item.amount.map { " (\($0))" as HTML }) $</label>
                    <input id="\(field.id)" name="paid-\(item.id)" type="text" inputmode="decimal" value="\(field.value)" maxlength="12" placeholder="e.g. 2.49"\(Partials.invalid(field))>
                    \(Partials.fieldError(field))
                  </div>
                  """
              })
            </fieldset>
            """
    }
}
