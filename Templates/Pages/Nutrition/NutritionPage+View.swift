/// /nutrition: the calculator.
extension NutritionPage: Page {
    package var content: HTML {
        """
        <h1>Nutrition calculator</h1>
        <p class="lead">Paste a recipe's ingredient lines, one per line. Pantrix reads each line, finds the USDA food, weighs it and adds up calories, nutrients and cost.</p>
        <form method="post" action="\(SiteURL.nutrition)" class="panel form-panel nutrition-form" novalidate>
          \(Partials.csrf(layout))
          <div class="\(Partials.fieldClass(ingredients))">
            <label for="ingredients">Ingredients</label>
            <textarea id="ingredients" name="ingredients" rows="10" spellcheck="false" placeholder="2 1/2 cups all-purpose flour, sifted&#10;2 large eggs&#10;1 cup whole milk&#10;1 tbsp olive oil&#10;salt and pepper to taste"\(Partials.invalid(ingredients))>\(ingredients.value)</textarea>
            \(Partials.fieldError(ingredients))
          </div>
          <div class="field field-narrow\(if: servings.error != nil, " has-error")">
            <label for="servings">Servings</label>
            <input id="servings" name="servings" type="number" inputmode="numeric" min="1" max="1000" value="\(servings.value)"\(Partials.invalid(servings))>
            \(Partials.fieldError(servings))
          </div>
          \(result.map(Self.analysis))
          <div class="form-actions">
            <button type="submit" class="button">\(result == nil ? "Analyse" : "Recalculate")</button>
            <a class="button button-secondary" href="\(SiteURL.foods)">Browse foods</a>
          </div>
        </form>
        """
    }

    static func analysis(_ result: Result) -> HTML {
        """
        <div class="analysis">
            <div class="analysis-summary">
              \(Partials.nutritionLabel(result.label))
              <section class="panel cost-panel" aria-labelledby="cost-heading">
                <h2 id="cost-heading">Cost</h2>
                <dl class="facts">
                  <div><dt>Whole recipe</dt><dd>\(result.costTotal)</dd></div>
                  <div><dt>Per serving</dt><dd>\(result.costPerServing)</dd></div>
                  <div><dt>Calories, whole recipe</dt><dd>\(result.totalKcal) kcal</dd></div>
                </dl>
                \(HTML(each: result.notices) { "<p class=\"notice\(if: $0.warning, " notice-warning")\">\($0.text)</p>" })
                <p class="muted small">Default prices are typical US supermarket figures (2026 estimates).</p>
              </section>
            </div>
            <h2>Line by line</h2>
            <div class="table-scroll">
            <table class="lines-table">
              <thead><tr><th scope="col">Line</th><th scope="col">Read as</th><th scope="col">Food</th><th scope="col" class="num">Grams</th><th scope="col" class="num">kcal</th><th scope="col" class="num">Price</th></tr></thead>
              <tbody>
              \(HTML(each: result.lines, line))
              </tbody>
            </table>
            </div>
          </div>
        """
    }

    static func line(_ line: AnalyzedLineView) -> HTML {
        func tag(_ value: String?, _ css: String, _ title: String) -> HTML? {
            value.map { "<span class=\"\(css)\" title=\"\(title)\">\($0)</span>" }
        }
        let food: HTML? = line.heading ? nil : """
            <input type="hidden" name="sig-\(line.index)" value="\(line.signature)">
                  <label class="visually-hidden" for="food-\(line.index)">Food for line \(line.number)</label>
                  <select id="food-\(line.index)" name="food-\(line.index)" class="food-choice">
                    \(if: line.unmatched, "<option value=\"\">No match — pick a food</option>")
                    \(if: line.subRecipe, "<option value=\"\">Made in this recipe — no food</option>")
                    \(HTML(each: line.choices) { "<option value=\"\($0.id)\"\(if: $0.selected, " selected")>\($0.label)</option>" })
                  </select>
                  \(line.foodID.map { "<span class=\"food-link small\"><a href=\"\(SiteURL.food(.value($0)))\">food details</a> <span class=\"muted\">\(line.confidence ?? "") sure</span></span>" as HTML })
                  \(line.estimatedFrom.map { "<span class=\"food-estimate small\">estimated from \($0)</span>" as HTML })
                  \(if: line.subRecipe, "<span class=\"food-estimate small\">see the recipe above</span>")
            """
        return """
            <tr class="\(if: line.unmatched, "line-unmatched")\(if: line.heading, " line-heading")">
                <td data-label="Line">\(line.input)\(HTML(each: line.warnings) { "<span class=\"line-warning\">\($0)</span>" })</td>
                <td data-label="Read as" class="parsed">
                  \(tag(line.quantity, "tag-q", "quantity"))
                  \(tag(line.unit, "tag-u", "unit"))
                  \(tag(line.size, "tag-s", "size"))
                  <span class="tag-n" title="name">\(line.name)</span>
                  \(tag(line.preparation, "tag-p", "preparation"))
                  \(tag(line.comment, "tag-c", "comment"))
                </td>
                <td data-label="Food">
                  \(food)
                </td>
                <td data-label="Grams" class="num">\(line.grams.map { "<span title=\"\(line.gramsPath)\">\($0)</span>" as HTML } ?? "—")</td>
                <td data-label="kcal" class="num">\(line.kcal ?? "—")</td>
                <td data-label="Price" class="num">\(line.price ?? "—")</td>
              </tr>

            """
    }
}
