import PantrixCore

extension Partials {
    /// Servings: the shortcuts as links, and any whole number from a field (a GET form, so the
    /// page reloads scaled with or without JavaScript).
    static func servingsPicker(_ picker: ServingsPicker) -> HTML {
        """
        <div class="servings-picker">
          <div class="segmented" role="group" aria-label="Servings">
            <span class="segmented-label">Servings</span>
            \(HTML(each: picker.choices, RecipePage.choice))
          </div>
          <form class="servings-form" method="get" action="\(picker.action)">
            \(picker.units.map { "<input type=\"hidden\" name=\"units\" value=\"\($0)\">" as HTML })
            <label for="\(picker.fieldID)">Other</label>
            <input id="\(picker.fieldID)" name="servings" type="number" inputmode="numeric" min="1" max="\(RecipePageOptions.maxServings)" step="1" value="\(picker.servings)" required>
            <button type="submit" class="button button-small button-secondary">Scale</button>
          </form>
        </div>
        """
    }
}
