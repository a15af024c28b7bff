import PantrixCore

/// /recipes/new and /recipes/{id}/edit
extension RecipeFormPage: Page {
    package var content: HTML {
        """
        <h1>\(heading)</h1>
        <p class="lead">Write it the way you would tell a friend. Pantrix reads each ingredient line, finds the food, and works out nutrition and cost per serving.</p>
        \(if: deleteHref == nil, "<p class=\"form-aside\">Already on a website or in Mealie or Tandoor? <a href=\"\(SiteURL.recipeImport)\">Import it from a link or a file</a>.</p>")
        \(Partials.formError(problem))
        <form method="post" action="\(action)" enctype="multipart/form-data" class="panel recipe-form" novalidate data-recipe-form data-nutrition-api="\(SiteURL.nutritionAPI)">
          \(Partials.csrf(layout))
          <input type="hidden" name="reviewed" value="\(reviewed)">
          <div class="\(Partials.fieldClass(title))">
            <label for="title">Title</label>
            <input id="title" name="title" type="text" maxlength="\(RecipeLimits.titleCharacters)" required value="\(title.value)"\(Partials.invalid(title))>
            \(Partials.fieldError(title))
          </div>
          <div class="\(Partials.fieldClass(description))">
            <label for="description">Description <span class="muted">(optional)</span></label>
            <textarea id="description" name="description" rows="2" maxlength="\(RecipeLimits.descriptionCharacters)"\(Partials.invalid(description))>\(description.value)</textarea>
            \(Partials.fieldError(description))
          </div>
          <div class="form-grid">
            <div class="\(Partials.fieldClass(category))">
              <label for="category">Category</label>
              <select id="category" name="category"\(Partials.invalid(category))>
                <option value="">Choose…</option>
                \(Partials.options(categories))
              </select>
              \(Partials.fieldError(category))
            </div>
            <div class="\(Partials.fieldClass(cuisine))">
              <label for="cuisine">Cuisine <span class="muted">(optional)</span></label>
              <input id="cuisine" name="cuisine" type="text" list="cuisine-list" maxlength="\(RecipeLimits.cuisineCharacters)" value="\(cuisine.value)" placeholder="e.g. Italian"\(Partials.invalid(cuisine))>
              \(Partials.datalist("cuisine-list", cuisines))
              \(Partials.fieldError(cuisine))
            </div>
            \(Self.number(servings, name: "servings", label: "Servings", range: RecipeLimits.servings))
            \(Self.number(prepMinutes, name: "prep", label: "Prep minutes", range: RecipeLimits.minutes))
            \(Self.number(cookMinutes, name: "cook", label: "Cook minutes", range: RecipeLimits.minutes))
          </div>
          <div class="form-columns">
            <div>
              <div class="\(Partials.fieldClass(ingredients))">
                <label for="ingredients">Ingredients</label>
                <textarea id="ingredients" name="ingredients" rows="10" spellcheck="false" placeholder="2 1/2 cups all-purpose flour&#10;2 large eggs, beaten&#10;1 cup whole milk&#10;salt and pepper to taste"\(Partials.describedByHint(ingredients))>\(ingredients.value)</textarea>
                <p class="hint" id="ingredients-hint">One per line: amount, unit, food, then anything else (“1 onion, finely chopped”). A line ending in a colon (“For the sauce:”) becomes a heading.</p>
                \(Partials.fieldError(ingredients))
                <div class="live-check" data-live-check aria-live="polite" hidden></div>
              </div>
              \(check.map(Self.checkPanel))
            </div>
            <div class="\(Partials.fieldClass(steps))">
              <label for="steps">Steps</label>
              <textarea id="steps" name="steps" rows="10"\(Partials.describedByHint(steps))>\(steps.value)</textarea>
              <p class="hint" id="steps-hint">One step per line, or paragraphs separated by a blank line. Numbering is added for you.</p>
              \(Partials.fieldError(steps))
            </div>
          </div>
          <div class="form-columns">
            <div class="\(Partials.fieldClass(tags))">
              <label for="tags">Tags <span class="muted">(optional, separated by commas)</span></label>
              <input id="tags" name="tags" type="text" maxlength="\(Self.tagListCharacters)" value="\(tags.value)" placeholder="weeknight, one-pot"\(Partials.invalid(tags))>
              <p class="hint">Vegetarian, vegan, gluten-free, dairy-free and nut-free are worked out from the ingredients.</p>
              \(Partials.fieldError(tags))
            </div>
            <div class="\(Partials.fieldClass(photo))">
              \(heldPhoto.map(Self.heldCover))
              <label for="photo">\(heldPhoto == nil ? "Cover photo <span class=\"muted\">(optional)</span>" as HTML : "Choose another")</label>
              <input id="photo" name="photo" type="file" accept="image/*" capture="environment"\(Partials.invalid(photo))>
              <p class="hint">\(heldPhoto == nil
                ? "JPEG, PNG or WebP from your phone or computer. It opens the recipe's gallery and becomes its card picture." as HTML
                : "A file chosen here replaces the photo above.")</p>
              \(Partials.fieldError(photo))
            </div>
          </div>
          <fieldset class="field choice-group">
            <legend>Who can see it</legend>
            <label class="choice"><input type="radio" name="visibility" value="public"\(if: !isPrivate, " checked")> Everyone</label>
            <label class="choice"><input type="radio" name="visibility" value="private"\(if: isPrivate, " checked")> Only me</label>
          </fieldset>
          <div class="form-actions">
            <button type="submit" class="button" name="action" value="save">\(submitLabel)</button>
            <button type="submit" class="button button-secondary" name="action" value="check">Check ingredients</button>
            <a class="button button-secondary" href="\(cancelHref)">Cancel</a>
            \(deleteHref.map { "<a class=\"button button-danger push-right\" href=\"\($0)\">Delete…</a>" as HTML })
          </div>
        </form>
        <script src="\(layout.recipeFormScript)" defer></script>
        """
    }

    /// The photo sent before the form came back: its thumbnail, keep it or not, and its token.
    static func heldCover(_ held: HeldPhotoView) -> HTML {
        """
        <fieldset class="choice-group held-photo" data-held-photo>
                <legend>Cover photo</legend>
                <input type="hidden" name="heldPhoto" value="\(held.token)">
                <img src="\(held.thumbnailHref)" alt="The cover photo you chose" width="\(held.width)" height="\(held.height)">
                <div>
                  <label class="choice"><input type="radio" name="cover" value="keep" checked> Keep this photo</label>
                  <label class="choice"><input type="radio" name="cover" value="remove"> No cover photo</label>
                </div>
              </fieldset>
        """
    }

    /// Every tag at its longest, with ", " between them.
    static let tagListCharacters = RecipeLimits.tags * (RecipeLimits.tagCharacters + 2)

    static func number(_ field: FormField, name: String, label: String, range: ClosedRange<Int>) -> HTML {
        """
        <div class="\(Partials.fieldClass(field))">
              <label for="\(field.id)">\(label)</label>
              <input id="\(field.id)" name="\(name)" type="number" inputmode="numeric" min="\(range.lowerBound)" max="\(range.upperBound)" value="\(field.value)"\(Partials.invalid(field))>
              \(Partials.fieldError(field))
            </div>
        """
    }

    static func checkPanel(_ check: Check) -> HTML {
        """
        <section class="panel check-panel" aria-labelledby="check-heading">
            <h2 id="check-heading">Ingredient check</h2>
            <p>\(check.summary) About <strong>\(check.kcalPerServing) kcal</strong> and <strong>\(check.costPerServing)</strong> per serving.</p>
            \(HTML(each: check.notices) { "<p class=\"notice\(if: $0.warning, " notice-warning")\">\($0.text)</p>" })
            \(check.unmatched.isEmpty ? nil : """
              <p>These lines were not recognised: no food matched them. Pick the closest food (the site remembers it for the next recipe with the same ingredient), reword the line above, or leave it: it stays in the recipe but counts for nothing.</p>
              <ul class="unmatched-lines">
                \(HTML(each: check.unmatched, Partials.unmatchedLine))
              </ul>
              """ as HTML)
          </section>
        """
    }
}
