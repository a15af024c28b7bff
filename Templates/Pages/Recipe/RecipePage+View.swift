import PantrixCore

/// /recipes/{id}
extension RecipePage: Page {
    package var content: HTML {
        """
        <article class="recipe" itemscope>
          <header class="recipe-head">
            <img class="recipe-image" src="\(imageURL)" alt="" width="400" height="300">
            <div class="recipe-intro">
              <p class="card-kicker"><a href="\(categoryHref)">\(category)</a>\(cuisine.map { " · \($0)" as HTML })\(author.map { " · by <a href=\"\(authorHref ?? "")\">\($0)</a>" as HTML })\(if: isPrivate, " · <span class=\"badge\">Private</span>")\(if: hiddenNotice != nil, " · <span class=\"badge badge-hidden\">Hidden</span>")</p>
              \(Partials.moderationNotice(hiddenNotice))
              <h1>\(title)</h1>
              \(description.isEmpty ? nil : "<p class=\"lead\">\(description)</p>" as HTML)
              <dl class="recipe-facts">
                \(Self.fact("Prep", prep))
                \(Self.fact("Cook", cook))
                \(Self.fact("Total", total))
                \(Self.fact("Per serving", kcalPerServing))
                \(Self.fact("Cost/serving", costPerServing))
              </dl>
              \(authorActions)
              \(social.map { "<p class=\"recipe-social\"><a class=\"recipe-rating\" href=\"#rating\">\($0.ratingText)</a> \(Partials.favouriteButton($0.favourite, backPath: backPath, layout: layout))</p>" as HTML })
              <p class="recipe-cook-mode"><a class="button button-small button-secondary" href="\(cookModeHref)">Cook mode</a></p>
              \(cookActions)
              \(reportMenu.map { Partials.reportMenu($0, layout: layout) })
              <ul class="tag-list" aria-label="Tags">
                \(HTML(each: tags) { "<li><a class=\"tag\(if: $0.current, " tag-diet")\" href=\"\($0.href)\">\($0.label)</a></li>" })
              </ul>
            </div>
          </header>
          <div class="recipe-body">
            <section class="recipe-ingredients" aria-labelledby="ingredients-heading">
              <h2 id="ingredients-heading">Ingredients</h2>
              <p class="print-only">For \(servings) serving\(if: servings != 1, "s")</p>
              <div class="recipe-controls">
                \(Partials.servingsPicker(servingsPicker))
                <div class="segmented" role="group" aria-label="Measures">
                  <span class="segmented-label">Units</span>
                  \(HTML(each: unitChoices, Self.choice))
                </div>
              </div>
              \(if: scaled, "<p class=\"notice\">Scaled from \(originalServings) to \(servings) servings.</p>")
              \(pantrySummary.map { summary in
                """
                <div class="pantry-summary">
                  <p role="status">\(summary)</p>
                  \(addMissingForm)
                </div>
                """ as HTML
              })
              <ul class="ingredient-list">
                \(HTML(each: ingredients, Self.ingredient))
              </ul>
            </section>
            <section class="recipe-steps" aria-labelledby="steps-heading">
              <h2 id="steps-heading">Method</h2>
              <ol class="step-list">
                \(HTML(each: steps) { "<li><span class=\"step-number\" aria-hidden=\"true\">\($0.number)</span><p>\($0.text)</p></li>\n" })
              </ol>
            </section>
            <aside class="recipe-side">
              \(Partials.nutritionLabel(label))
              <section class="panel cost-panel" aria-labelledby="cost-heading">
                <h2 id="cost-heading">Cost</h2>
                <dl class="facts">
                  \(Self.fact("Per serving", costPerServing))
                  \(costTotal.map { "<div><dt>For \(servings) servings</dt><dd>\($0)</dd></div>" as HTML })
                </dl>
                \(costNote.map { "<p class=\"small cost-note\">\($0)</p>" as HTML })
                <details class="price-breakdown">
                  <summary>Price of each ingredient</summary>
                  <table class="data-table">
                    <tbody>
                      \(HTML(each: priceLines) { "<tr><th scope=\"row\">\($0.name)</th><td class=\"num\">\($0.price)</td>\($0.source.map { "<td class=\"price-source\">\($0)</td>" as HTML })</tr>" })
                    </tbody>
                  </table>
                </details>
                \(unpricedNote.map { "<p class=\"muted small\">\($0)</p>" as HTML })
              </section>
              <p class="small"><a href="\(exportHref)" download>Download as JSON-LD</a></p>
            </aside>
          </div>
          \(photoSection)
          \(social.map { Partials.recipeSocial($0, layout: layout) })
          \(related.isEmpty ? nil : """
            <section class="related" aria-labelledby="related-heading">
              <h2 id="related-heading">Related recipes</h2>
              <ul class="card-grid">
                \(Partials.recipeCards(related, backPath: backPath, layout: layout))
              </ul>
            </section>
            """ as HTML)
        </article>
        \(jsonLD.map { "<script type=\"application/ld+json\">\(jsonLD: $0)</script>" as HTML })
        """
    }

    static func fact(_ term: String, _ value: String?) -> HTML? {
        value.map { "<div><dt>\(term)</dt><dd>\($0)</dd></div>" }
    }

    static func choice(_ link: Link) -> HTML {
        "<a href=\"\(link.href)\" rel=\"nofollow\"\(if: link.current, " aria-current=\"true\" class=\"current\"")>\(link.label)</a>"
    }

    static func ingredient(_ line: Ingredient) -> HTML {
        if line.heading { return "<li class=\"ingredient-heading\">\(line.text)</li>\n" }
        let body: HTML
        if let food = line.food {
            body = """
                <details class="ingredient"><summary>\(line.text)</summary><span class="ingredient-food">\(line.estimatedFrom == nil ? "Counted as" : "Estimated from") <a href="\(line.foodHref ?? "")">\(food)</a></span></details>\(line.pantry.map(pantryMark))
                """
        } else if line.subRecipe {
            body = "<details class=\"ingredient\"><summary>\(line.text)</summary><span class=\"ingredient-food\">Made in this recipe: see the recipe above</span></details>"
        } else {
            let unknown: HTML? = line.unrecognised
                ? " <span class=\"ingredient-unknown\">not recognised</span>\(line.pickHref.map { " <a class=\"ingredient-pick\" href=\"\($0)\">Pick the food</a>" as HTML })"
                : nil
            body = "<span>\(line.text)</span>\(unknown)"
        }
        return "<li>\(body)</li>\n"
    }

    var authorActions: HTML? {
        guard isAuthor else { return nil }
        return """
            <div class="author-actions">
                <a class="button button-small" href="\(SiteURL.recipeEdit(.value(id)))">Edit</a>
                <a class="button button-small button-secondary" href="\(SiteURL.recipeDelete(.value(id)))">Delete…</a>
              </div>
            """
    }

    /// "✓ have · your cheddar": the icon is decoration, the word says it.
    static func pantryMark(_ mark: PantryMark) -> HTML {
        " <span class=\"ingredient-pantry pantry-\(mark.state)\"><span aria-hidden=\"true\">\(mark.icon)</span> \(mark.word)\(mark.detail.map { " · \($0)" as HTML })</span>"
    }

    /// Adds what is missing, and the shortfall of what is short, for the servings shown.
    var addMissingForm: HTML {
        """
        <form method="post" action="\(SiteURL.groceriesAddMissing)" class="inline-form">
          \(Partials.csrf(layout))
          <input type="hidden" name="recipeId" value="\(id)">
          <input type="hidden" name="servings" value="\(servings)">
          <input type="hidden" name="back" value="\(backPath)">
          <button type="submit" class="button button-small button-secondary">Add missing to grocery list</button>
        </form>
        """
    }

    var cookActions: HTML? {
        guard layout.signedIn else { return nil }
        return """
            <div class="recipe-actions">
                \(if: pantrySummary == nil, addMissingForm)
                <a class="button button-small" href="\(SiteURL.recipeCooked(.value(id)).href(["servings": String(servings)]))">I cooked this</a>
              </div>
              <details class="plan-add-details">
                <summary>Add to meal plan</summary>
                \(Partials.planAddForm(recipeID: id, servings: servings, choices: planChoices, layout: layout, compact: true))
              </details>
            """
    }

    var photoSection: HTML {
        let hasPhotos = !photos.items.isEmpty
        let gallery: HTML
        if hasPhotos {
            gallery = """
                <ul class="photo-grid">
                  \(HTML(each: photos.items) { photo in
                    """
                    <li class="photo-card" id="photo-\(photo.id)">
                      \(Partials.moderationNotice(photo.hiddenNotice))
                      <a href="\(photo.displayURL)"><img src="\(photo.thumbURL)" alt="\(photo.alt)" width="\(photo.thumbWidth)" height="\(photo.thumbHeight)" loading="lazy"></a>
                      <p class="photo-meta">\(photo.caption.map { "<span class=\"photo-caption\">\($0)</span> " as HTML })<span class="muted small">by \(photo.username)</span></p>
                      \(if: photo.canDelete, """
                        <details class="photo-delete">
                          <summary>Delete…</summary>
                          <form method="post" action="\(SiteURL.photoDelete(.value(photo.id)))" class="inline-form">
                            \(Partials.csrf(layout))
                            <button type="submit" class="button button-small button-danger">Yes, delete this photo</button>
                          </form>
                        </details>
                        """)
                      \(photo.reportMenu.map { Partials.reportMenu($0, layout: layout) })
                    </li>
                    """
                  })
                </ul>
                """
        } else {
            gallery = "<p class=\"muted\">No photos yet.\(if: !layout.signedIn, " <a href=\"\(SiteURL.login.href(["next": SiteURL.recipe(.value(id)).path]))\">Log in</a> to add the first.")</p>"
        }
        let form: HTML? = layout.signedIn ? """
            <form method="post" action="\(SiteURL.recipePhotos(.value(id)))" enctype="multipart/form-data" class="panel form-panel photo-form" novalidate>
              \(Partials.csrf(layout))
              <h3>Add your photo</h3>
              <div class="field">
                <label for="photo-caption">Caption <span class="muted small">(optional, up to \(photoForm.maxCaption) characters)</span></label>
                <input id="photo-caption" name="caption" type="text" maxlength="\(photoForm.maxCaption)" value="\(photoForm.caption.value)"\(Partials.invalid(photoForm.caption))>
                \(Partials.fieldError(photoForm.caption))
              </div>
              <div class="\(Partials.fieldClass(photoForm.file))">
                <label for="photo-file">Photo</label>
                <input id="photo-file" name="photo" type="file" accept="image/*" capture="environment"\(Partials.invalid(photoForm.file))>
                <p class="hint">\(photoForm.limitsText)</p>
                \(Partials.fieldError(photoForm.file))
              </div>
              <button type="submit" class="button">Upload photo</button>
            </form>
            """ : nil
        return """
            <section class="photos" id="photos" aria-labelledby="photos-heading">
              <h2 id="photos-heading">Photos\(if: hasPhotos, " <span class=\"muted small\">\(photos.countText)</span>")</h2>
              \(gallery)
              \(form)
            </section>
            """
    }
}
