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

/// /recipes/{id}/delete
extension DeleteRecipePage: Page {
    package var content: HTML {
        """
        <section class="panel form-panel danger-zone">
          \(if: unfavourited, "<p class=\"notice\" role=\"status\">Removed “\(title)” from favourites.</p>")
          <h1>\(unfavourited ? "Delete the recipe too?" : "Delete “\(title)”?")</h1>
          <p>\(if: unfavourited, "You wrote “\(title)”. ")The recipe, its photos, ratings and comments are removed for everyone. This cannot be undone.</p>
          <form method="post" action="\(SiteURL.recipeDelete(.value(id)))" class="form-actions">
            \(Partials.csrf(layout))
            <button type="submit" class="button button-danger">Delete recipe</button>
            <a class="button button-secondary" href="\(keepHref)">Keep it</a>
          </form>
        </section>
        """
    }
}

/// /recipes/{id}/foods: the author picks foods for lines nothing matched.
extension FoodPickPage: Page {
    package var content: HTML {
        """
        <section class="panel form-panel">
          <h1>Pick the foods for “\(title)”</h1>
          \(lines.isEmpty ? """
            <p>Every ingredient line is recognised.</p>
            <p><a class="button button-secondary" href="\(SiteURL.recipe(.value(id)))">Back to the recipe</a></p>
            """ : """
            <p>These lines were not recognised, so nutrition and cost leave them out. Pick the closest food for each; lines left as they are stay not recognised. Your pick is remembered: the next recipe on this site with the same ingredient gets the same food.</p>
            <form method="post" action="\(SiteURL.recipeFoods(.value(id)))">
              \(Partials.csrf(layout))
              <ul class="unmatched-lines">
                \(HTML(each: lines, Partials.unmatchedLine))
              </ul>
              <p class="hint">Not the right food among these? <a href="\(SiteURL.recipeEdit(.value(id)))">Edit the recipe</a> and reword the line.</p>
              <div class="form-actions">
                <button type="submit" class="button">Save foods</button>
                <a class="button button-secondary" href="\(SiteURL.recipe(.value(id)))">Cancel</a>
              </div>
            </form>
            """ as HTML)
        </section>
        """
    }
}

/// /recipes/import
extension ImportPage: Page {
    package var content: HTML {
        """
        <h1>Import recipes</h1>
        <p class="lead">Bring recipes from other sites and apps. Pantrix reads schema.org <code>Recipe</code> data — what recipe websites embed in their pages and what Mealie and Tandoor export — then works out nutrition and cost for each line.</p>
        \(summary.map { summary in """
          <section class="panel import-result" role="status">
            <h2>\(summary)</h2>
            <ul class="import-list">
              \(HTML(each: imported) { recipe in
                """
                <li><a href="\(recipe.href)">\(recipe.title)</a> <span class="muted small">\(recipe.lines) lines</span>
                  \(recipe.unmatched.isEmpty ? nil : "<ul class=\"unmatched-list\">\(HTML(each: recipe.unmatched) { "<li>No matching food: \($0)</li>" })</ul>" as HTML)
                </li>
                """
              })
            </ul>
            \(if: !imported.isEmpty, "<p class=\"small\">They are in your <a href=\"\(SiteURL.favourites)\">favourites</a>.</p>")
          </section>
          """ as HTML })
        \(problems.isEmpty ? nil : """
          <section class="panel notice-panel" role="alert">
            <h2>What could not be imported</h2>
            <ul>\(HTML(each: problems) { "<li>\($0)</li>" })</ul>
          </section>
          """ as HTML)
        <div class="form-columns">
          <form method="post" action="\(SiteURL.recipeImportLink)" class="panel form-panel import-form import-link-form" novalidate>
            \(Partials.csrf(layout))
            <h2>From a link</h2>
            <div class="\(Partials.fieldClass(link))">
              <label for="url">Recipe page address</label>
              <input id="url" name="url" type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://" value="\(link.value)"\(Partials.describedByHint(link))>
              <p class="hint" id="url-hint">Pantrix opens the page for you and reads its recipe, as from a saved page.</p>
              \(Partials.fieldError(link))
            </div>
            <div class="field field-check">
              <input id="link-private" name="private" type="checkbox" value="yes"\(if: privateChecked, " checked")>
              <label for="link-private">Keep the imported recipe private (only you can see it)</label>
            </div>
            <button type="submit" class="button">Import from link</button>
          </form>
          <form method="post" action="\(SiteURL.recipeImport)" enctype="multipart/form-data" class="panel form-panel import-form" novalidate>
            \(Partials.csrf(layout))
            <h2>From a file</h2>
            <div class="\(Partials.fieldClass(file))">
              <label for="file">Recipe file</label>
              <input id="file" name="file" type="file" accept=".json,.jsonld,.html,.htm,application/json,application/ld+json,text/html"\(Partials.invalid(file))>
              <p class="hint">A .json file (one recipe or a list) or a saved web page (.html), up to 5 MB.</p>
              \(Partials.fieldError(file))
            </div>
            <div class="field">
              <label for="pasted">…or paste JSON-LD or page source</label>
              <textarea id="pasted" name="pasted" rows="6" spellcheck="false">\(pasted.value)</textarea>
            </div>
            <div class="field field-check">
              <input id="private" name="private" type="checkbox" value="yes"\(if: privateChecked, " checked")>
              <label for="private">Keep imported recipes private (only you can see them)</label>
            </div>
            <button type="submit" class="button">Import</button>
          </form>
        </div>
        """
    }
}

extension Partials {
    /// A line no food matched, with a select of the closest foods.
    static func unmatchedLine(_ line: AnalyzedLineView) -> HTML {
        """
        <li>
          <input type="hidden" name="sig-\(line.index)" value="\(line.signature)">
          <label for="food-\(line.index)">Line \(line.number): <q>\(line.input)</q></label>
          <select id="food-\(line.index)" name="food-\(line.index)" class="food-choice">
            <option value="">Leave not recognised</option>
            \(HTML(each: line.choices) { "<option value=\"\($0.id)\">\($0.label)</option>" })
          </select>
        </li>
        """
    }

    /// ` aria-describedby="x-hint[ x-error]"[ aria-invalid="true"]` for an input with a hint.
    static func describedByHint(_ field: FormField) -> HTML {
        " aria-describedby=\"\(field.id)-hint\(if: field.error != nil, " \(field.id)-error")\"\(if: field.error != nil, " aria-invalid=\"true\"")"
    }
}
