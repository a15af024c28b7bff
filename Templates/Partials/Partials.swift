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
