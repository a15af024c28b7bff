import PantrixCore

extension Partials {
    /// The filters search and cook now share: category, cuisine, diet and the three limits.
    static func recipeFilterFields(_ filters: RecipeFilterFields) -> HTML {
        """
        <div class="field">
          <label for="category">Category</label>
          <select id="category" name="category">
            <option value="">Any category</option>
            \(Partials.options(filters.categories))
          </select>
        </div>
        <div class="field">
          <label for="cuisine">Cuisine</label>
          <select id="cuisine" name="cuisine">
            <option value="">Any cuisine</option>
            \(Partials.options(filters.cuisines))
          </select>
        </div>
        <fieldset class="field diet-field">
          <legend>Diet</legend>
          \(Partials.checkboxes(filters.diets, name: "diet"))
        </fieldset>
        <div class="field">
          <label for="time">Ready in at most (minutes)</label>
          <input id="time" name="time" type="number" inputmode="numeric" min="1" value="\(filters.maxMinutes)">
        </div>
        <div class="field">
          <label for="kcal">At most kcal per serving</label>
          <input id="kcal" name="kcal" type="number" inputmode="numeric" min="1" value="\(filters.maxKcal)">
        </div>
        <div class="field">
          <label for="cost">At most $ per serving</label>
          <input id="cost" name="cost" type="number" inputmode="decimal" min="0.01" step="0.01" value="\(filters.maxCost)">
        </div>
        """
    }
}
