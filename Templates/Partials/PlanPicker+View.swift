extension Partials {
    /// Day, meal and servings for a recipe, as the recipe page and /plan/add show them.
    static func planAddForm(recipeID: Int64, servings: Int, choices: PlanFormChoices, layout: LayoutModel, compact: Bool) -> HTML {
        let id = "plan-\(recipeID)"
        return """
            <form method="post" action="\(SiteURL.planEntries)" class="\(compact ? "plan-quick" : "plan-add")">
              \(Partials.csrf(layout))
              <input type="hidden" name="recipeId" value="\(recipeID)">
              <div class="form-grid">
                <div class="field"><label for="\(id)-day">Day</label><select id="\(id)-day" name="day">\(Partials.options(choices.days))</select></div>
                <div class="field"><label for="\(id)-slot">Meal</label><select id="\(id)-slot" name="slot">\(Partials.options(choices.slots))</select></div>
                <div class="field field-narrow"><label for="\(id)-servings">Servings</label>
                  <input id="\(id)-servings" name="servings" type="number" min="1" max="99" value="\(servings)" inputmode="numeric"></div>
              </div>
              \(if: !compact, """
                <div class="field"><label for="\(id)-note">Note <span class="muted">(optional)</span></label>
                  <input id="\(id)-note" name="note" type="text" maxlength="200"></div>
                """)
              <button type="submit" class="button\(if: compact, " button-small")">Add to plan</button>
            </form>
            """
    }
}
