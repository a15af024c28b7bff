/// /settings/taste (and /welcome after sign-up)
extension TastePage: Page {
    package var content: HTML {
        func choices(_ options: [FormOption], name: String) -> HTML {
            HTML(each: options) { "<label class=\"choice\"><input type=\"checkbox\" name=\"\(name)\" value=\"\($0.value)\"\(if: $0.selected, " checked")> \($0.label)</label>" }
        }
        let intro: HTML = welcome ? """
            <h1>What do you like to eat?</h1>
            <p class="lead">Pantrix uses this for the “For you” suggestions on the home page. Everything is optional; you can change it any time in settings.</p>
            """ : """
            <p class="breadcrumb"><a href="\(SiteURL.settings)">← Settings</a></p><h1>Your tastes</h1>
            <p class="lead">Used for the “For you” suggestions on the home page.</p>
            """
        return """
            \(intro)
            <form method="post" action="\(SiteURL.settingsTaste)" class="panel recipe-form" novalidate>
              \(Partials.csrf(layout))
              \(if: welcome, "<input type=\"hidden\" name=\"welcome\" value=\"1\">")
              <fieldset class="field choice-group">
                <legend>Favourite kinds of dish</legend>
                \(choices(categories, name: "category"))
              </fieldset>
              <div class="\(Partials.fieldClass(cuisines))">
                <label for="cuisines">Favourite cuisines <span class="muted">(separated by commas)</span></label>
                <input id="cuisines" name="cuisines" type="text" list="cuisine-names" value="\(cuisines.value)" placeholder="e.g. Italian, Thai"\(Partials.invalid(cuisines))>
                \(Partials.datalist("cuisine-names", cuisineNames))
                \(Partials.fieldError(cuisines))
              </div>
              <fieldset class="field choice-group">
                <legend>Diet: only suggest recipes that are…</legend>
                \(choices(diets, name: "diet"))
              </fieldset>
              <div class="\(Partials.fieldClass(excluded))">
                <label for="excluded">Never suggest recipes with <span class="muted">(dislikes and allergies, separated by commas)</span></label>
                <input id="excluded" name="excluded" type="text" value="\(excluded.value)" placeholder="e.g. peanuts, mushrooms"\(Partials.invalid(excluded))>
                \(Partials.fieldError(excluded))
              </div>
              <div class="form-actions">
                <button type="submit" class="button">Save</button>
                \(if: welcome, "<a class=\"button button-secondary\" href=\"\(SiteURL.home)\">Skip for now</a>")
              </div>
            </form>
            """
    }
}
