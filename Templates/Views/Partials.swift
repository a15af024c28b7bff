import PantrixCore

/// Pieces several pages share.
package enum Partials {
    /// The hidden CSRF field every form carries.
    static func csrf(_ layout: LayoutModel) -> HTML {
        "<input type=\"hidden\" name=\"_csrf\" value=\"\(layout.csrf ?? "")\">"
    }

    /// The message under an input, with the id its `aria-describedby` points at.
    static func fieldError(_ field: FormField) -> HTML? {
        field.error.map { "<p class=\"field-error\" id=\"\(field.id)-error\">\($0)</p>" }
    }

    /// ` aria-invalid="true" aria-describedby="…-error"` on an input that has an error.
    static func invalid(_ field: FormField) -> HTML? {
        field.error == nil ? nil : " aria-invalid=\"true\" aria-describedby=\"\(field.id)-error\""
    }

    /// `field` or `field has-error`.
    static func fieldClass(_ field: FormField) -> HTML {
        field.error == nil ? "field" : "field has-error"
    }

    /// The heart: a form for a signed-in reader, the count alone for everyone else.
    static func favouriteButton(_ button: FavouriteButton, backPath: String, layout: LayoutModel) -> HTML {
        guard layout.signedIn else {
            if button.count <= 0 { return "" }
            return "<span class=\"favourite-static\"><span class=\"heart\" aria-hidden=\"true\"></span><span class=\"favourite-count\">\(button.countText)</span></span>"
        }
        return """
            <form method="post" action="\(button.action)" class="favourite-form" data-favourite>
              \(csrf(layout))
              <input type="hidden" name="favourite" value="\(button.next)">
              <input type="hidden" name="back" value="\(backPath)">
              <button type="submit" class="favourite-button\(if: button.on, " is-favourite")" aria-pressed="\(button.on ? "true" : "false")" title="\(button.label)">
                <span class="heart" aria-hidden="true"></span><span class="visually-hidden">Favourite: </span><span class="favourite-count">\(button.countText)</span>
              </button>
            </form>
            """
    }

    /// A recipe card in a grid. Cook now adds what the pantry has and lacks (`notes`) and a form
    /// under the card (`action`).
    static func recipeCard(
        _ card: RecipeCardView, backPath: String, layout: LayoutModel, kind: HTML = "card", notes: HTML? = nil, action: HTML? = nil,
        anchor: String? = nil
    ) -> HTML {
        """
        <li class="\(kind)"\(anchor.map { " id=\"\($0)\" tabindex=\"-1\"" as HTML })>
          <a class="card-link" href="\(card.href)">
            <img class="card-image" src="\(card.imageURL)" alt="" width="400" height="300" loading="lazy">
            <span class="card-body">
              <span class="card-kicker">\(card.category)\(card.cuisine.map { " · \($0)" as HTML })</span>
              <span class="card-title">\(card.title)</span>
              \(notes)
              \(cardMeta(card))
            </span>
          </a>
          <div class="card-social">
            \(cardRating(card))
            \(favouriteButton(card.favourite, backPath: backPath, layout: layout))
          </div>
          \(action)
        </li>
        """
    }

    static func recipeCards(_ cards: [RecipeCardView], backPath: String, layout: LayoutModel) -> HTML {
        HTML(each: cards) { recipeCard($0, backPath: backPath, layout: layout) }
    }

    /// Cards with "Add to plan" under each for someone signed in (search results).
    static func plannableRecipeCards(_ cards: [RecipeCardView], backPath: String, layout: LayoutModel) -> HTML {
        guard layout.signedIn else { return recipeCards(cards, backPath: backPath, layout: layout) }
        return HTML(each: cards) { card in
            recipeCard(card, backPath: backPath, layout: layout, action: "<div class=\"card-action\">\(planLink(card))</div>")
        }
    }

    /// The link to /plan/add, whose form picks the day, meal and servings.
    static func planLink(_ card: RecipeCardView) -> HTML {
        "<a class=\"button button-small button-secondary\" href=\"\(SiteURL.planAdd.href(["recipe": String(card.id)]))\"><span>Add<span class=\"visually-hidden\"> \(card.title)</span> to plan</span></a>"
    }

    /// Ingredients, time, calories and cost. A phone shows the short forms on one line ("9 ingr",
    /// "$0.45"); the full words stay there for screen readers (`meta-full`, `meta-unit`).
    static func cardMeta(_ card: RecipeCardView) -> HTML {
        """
        <span class="card-meta">
                \(card.ingredients.map { "<span class=\"card-ingredients\" title=\"\($0)\"><span class=\"meta-full\">\($0)</span><span class=\"meta-short\" aria-hidden=\"true\">\(card.ingredientCount) ingr</span></span>" as HTML })
                \(card.time.map { "<span title=\"Total time\">\($0)</span>" as HTML })
                \(card.kcal.map { "<span title=\"Calories per serving\">\($0)</span>" as HTML })
                \(card.cost.map { "<span title=\"Cost per serving\">\($0)<span class=\"meta-unit\">/serving</span></span>" as HTML })
              </span>
        """
    }

    static func cardRating(_ card: RecipeCardView) -> HTML? {
        card.rating.map { "<span class=\"card-rating\" title=\"Average rating\">\($0)</span>" }
    }

    /// The FDA-style Nutrition Facts panel.
    static func nutritionLabel(_ label: NutritionLabel) -> HTML {
        func row(_ row: NutritionLabel.Row, classes: Bool) -> HTML {
            let cls: HTML = classes ? " class=\"\(row.bold ? "nf-bold" : "")\(row.indent ? " nf-indent" : "")\"" : ""
            return "<tr\(cls)><th scope=\"row\">\(row.label) <span class=\"nf-amount\">\(row.amount)</span></th><td>\(row.percent ?? "")</td></tr>\n"
        }
        return """
            <section class="nutrition-label" aria-labelledby="\(label.headingID)">
              <h2 id="\(label.headingID)" class="nf-title">Nutrition Facts</h2>
              <p class="nf-servings">\(label.servingsText)</p>
              <p class="nf-size"><span>Serving size</span> <span>\(label.servingSize)</span></p>
              <div class="nf-calories"><span>Calories</span> <span class="nf-kcal">\(label.calories)</span></div>
              <p class="nf-dv-head">% Daily Value*</p>
              <table class="nf-rows">
                <tbody>
                  \(HTML(each: label.rows) { row($0, classes: true) })
                </tbody>
              </table>
              <table class="nf-rows nf-minerals">
                <tbody>
                  \(HTML(each: label.minerals) { row($0, classes: false) })
                </tbody>
              </table>
              <p class="nf-footnote">* The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice. Computed from USDA SR21 data.</p>
              \(label.incomplete.map { "<p class=\"nf-footnote nf-warning\">\($0)</p>" as HTML })
            </section>
            """
    }
}

extension Partials {
    /// The recipe page's lists, rating and comments.
    static func recipeSocial(_ social: RecipeSocialView, layout: LayoutModel) -> HTML {
        let id = social.recipeID
        let back = SiteURL.recipe(.value(id)).href(fragment: "lists")
        let lists: HTML? = layout.signedIn ? """
            <section class="panel" aria-labelledby="lists-heading" id="lists">
                <h2 id="lists-heading">Add to a list</h2>
                \(social.listsWithRecipe.isEmpty ? nil : """
                  <p class="small">In your lists:</p>
                  <ul class="in-lists">
                    \(HTML(each: social.listsWithRecipe) { list in
                      """
                      <li><a href="\(list.href)">\(list.name)</a>
                        <form method="post" action="\(SiteURL.listItemDelete(.value(list.id), .value(id)))" class="inline-form">\(csrf(layout))<input type="hidden" name="back" value="\(back)"><button type="submit" class="link-button" aria-label="Remove from \(list.name)">Remove</button></form></li>
                      """
                    })
                  </ul>
                  """ as HTML)
                \(social.listsWithoutRecipe.isEmpty ? nil : """
                  <form method="post" action="\(SiteURL.listsAddRecipe)" class="search-form list-add">
                    \(csrf(layout))
                    <input type="hidden" name="recipeId" value="\(id)">
                    <input type="hidden" name="back" value="\(back)">
                    <label for="list-choice" class="visually-hidden">List</label>
                    <select id="list-choice" name="listId">
                      \(HTML(each: social.listsWithoutRecipe) { "<option value=\"\($0.id)\">\($0.name)</option>" })
                    </select>
                    <button type="submit" class="button button-secondary">Add</button>
                  </form>
                  """ as HTML)
                <form method="post" action="\(SiteURL.lists)" class="search-form list-create">
                  \(csrf(layout))
                  <input type="hidden" name="recipeId" value="\(id)">
                  <input type="hidden" name="back" value="\(back)">
                  <label for="new-list-name" class="visually-hidden">New list name</label>
                  <input id="new-list-name" name="name" type="text" maxlength="80" placeholder="New list, e.g. Weeknight dinners" required>
                  <button type="submit" class="button button-secondary">Create and add</button>
                </form>
              </section>
            """ : nil
        let rate: HTML = layout.signedIn ? """
            <form method="post" action="\(SiteURL.recipeRating(.value(id)))" class="rating-form">
                  \(csrf(layout))
                  <fieldset class="stars">
                    <legend>\(social.myRatingText.map { "\($0) Change it:" as HTML } ?? "Your rating")</legend>
                    \(HTML(each: social.starChoices) { "<label class=\"star-choice\"><input type=\"radio\" name=\"stars\" value=\"\($0.value)\"\(if: $0.checked, " checked") required> <span>\($0.value) ★</span><span class=\"visually-hidden\"> \($0.label)</span></label>" })
                  </fieldset>
                  <button type="submit" class="button button-small">Rate</button>
                </form>
            """ : "<p class=\"small\"><a href=\"\(SiteURL.login.href(["next": SiteURL.recipe(.value(id)).path]))\">Log in</a> to rate, comment and keep favourites.</p>"
        let field = social.comment
        let commentForm: HTML? = layout.signedIn ? """
            <form method="post" action="\(SiteURL.recipeComments(.value(id)))" class="comment-form" novalidate>
                  \(csrf(layout))
                  <div class="\(fieldClass(field))">
                    <label for="\(field.id)">Add a comment</label>
                    <textarea id="\(field.id)" name="body" rows="4" maxlength="\(social.maxCommentLength)" required\(invalid(field))>\(field.value)</textarea>
                    \(fieldError(field))
                    <p class="hint">Plain text, up to 2,000 characters.</p>
                  </div>
                  <button type="submit" class="button button-small">Post comment</button>
                </form>
            """ : nil
        let comments: HTML
        if social.comments.isEmpty {
            comments = "<p class=\"muted\">No comments yet.\(if: layout.signedIn, " Be the first: did you change anything, how did it go?")</p>"
        } else {
            comments = """
                <ol class="comment-list">
                  \(HTML(each: social.comments) { comment in
                    """
                    <li class="comment" id="comment-\(comment.id)">
                      \(moderationNotice(comment.hiddenNotice))
                      <p class="comment-meta"><strong>\(comment.author)</strong> · <time datetime="\(comment.isoDate)">\(comment.date)</time></p>
                      <p class="comment-body">\(comment.body)</p>
                      \(if: comment.canDelete, "<form method=\"post\" action=\"\(SiteURL.commentDelete(.value(comment.id)))\" class=\"inline-form\">\(csrf(layout))<button type=\"submit\" class=\"link-button\" aria-label=\"Delete this comment by \(comment.author)\">Delete</button></form>")
                      \(comment.reportMenu.map { reportMenu($0, layout: layout) })
                    </li>
                    """
                  })
                </ol>
                <nav class="pagination" aria-label="More comments">
                  \(social.newerCommentsHref.map { "<a class=\"button button-secondary button-small\" href=\"\($0)\" rel=\"prev\">← Newer</a>" as HTML })
                  \(social.olderCommentsHref.map { "<a class=\"button button-secondary button-small\" href=\"\($0)\" rel=\"next\">Older comments →</a>" as HTML })
                </nav>
                """
        }
        return """
            <div class="recipe-feedback">
              \(lists)
              <section class="panel" aria-labelledby="rating-heading" id="rating">
                <h2 id="rating-heading">Rating</h2>
                <p class="rating-summary">\(social.ratingText)</p>
                \(rate)
              </section>
              <section class="panel comments" aria-labelledby="comments-heading" id="comments">
                <h2 id="comments-heading">Comments</h2>
                \(commentForm)
                \(comments)
              </section>
            </div>
            """
    }
}

extension Partials {
    /// A password input with its label and error; the browser never gets the typed value back.
    static func passwordField(_ field: FormField, name: String, label: String, autocomplete: String, extra: HTML = "") -> HTML {
        """
        <div class="\(fieldClass(field))">
              <label for="\(field.id)">\(label)</label>
              <input id="\(field.id)" name="\(name)" type="password" autocomplete="\(autocomplete)" required\(extra)\(invalid(field))>
              \(fieldError(field))
            </div>
        """
    }

    /// `<option>`s of a select, the chosen one `selected`.
    static func options(_ options: [FormOption]) -> HTML {
        HTML(each: options) { "<option value=\"\($0.value)\"\(if: $0.selected, " selected")>\($0.label)</option>" }
    }

    /// A group of checkboxes sharing one name.
    static func checkboxes(_ options: [FormOption], name: String) -> HTML {
        HTML(each: options) { "<label class=\"check\"><input type=\"checkbox\" name=\"\(name)\" value=\"\($0.value)\"\(if: $0.selected, " checked")> \($0.label)</label>" }
    }

    /// Suggestions for inputs with `list="id"`.
    static func datalist(_ id: String, _ words: [String]) -> HTML {
        "<datalist id=\"\(id)\">\(HTML(each: words) { "<option value=\"\($0)\">" })</datalist>"
    }
}

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
