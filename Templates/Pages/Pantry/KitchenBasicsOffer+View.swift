extension Partials {
    /// The kitchen-basics checklist: one form, a folded group of checkboxes per kind of food
    /// (its summary says how many are ticked); "Not now" answers too, so it is not asked again.
    static func kitchenBasics(_ offer: KitchenBasicsOffer, layout: LayoutModel) -> HTML {
        """
        <section class="panel kitchen-basics" aria-labelledby="basics-heading">
          <h2 id="basics-heading">What does your kitchen keep?</h2>
          <p class="muted">Most kitchens have these. Untick what you don't have; the rest become staples, which count as always there (edit them any time under Staples on your pantry page).</p>
          <form method="post" action="\(SiteURL.pantryBasics)">
            \(csrf(layout))
            <input type="hidden" name="back" value="\(offer.back)">
            <div class="basics-groups">
              \(HTML(each: offer.groups) { group in
                """
                <details class="basics-group">
                  <summary>\(group.name) <span class="muted small">· \(group.choices.filter(\.selected).count) of \(group.choices.count) ticked</span></summary>
                  <fieldset>
                    <legend class="visually-hidden">\(group.name)</legend>
                    \(HTML(each: group.choices) { choice in
                      "<label class=\"basics-choice\"><input type=\"checkbox\" name=\"\(choice.value)\" value=\"1\"\(if: choice.selected, " checked")> \(choice.label)</label>"
                    })
                  </fieldset>
                </details>
                """
              })
            </div>
            <div class="form-actions">
              <button type="submit" name="answer" value="take" class="button">Add the ticked ones to my staples</button>
              <button type="submit" name="answer" value="skip" class="button button-secondary">Not now</button>
            </div>
          </form>
        </section>
        """
    }
}
