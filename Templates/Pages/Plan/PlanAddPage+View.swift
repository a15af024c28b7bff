/// /plan/add?recipe=ID
extension PlanAddPage: Page {
    package var content: HTML {
        """
        <h1>Add to your meal plan</h1>
        <p><a href="\(SiteURL.recipe(.value(recipeID)))">\(recipeTitle)</a></p>
        <div class="form-panel">\(Partials.planAddForm(recipeID: recipeID, servings: servings, choices: choices, layout: layout, compact: false))</div>
        """
    }
}
