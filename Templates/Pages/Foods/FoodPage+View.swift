/// /foods/{id}
extension FoodPage: Page {
    package var content: HTML {
        """
        <p class="breadcrumb"><a href="\(SiteURL.foods)">Foods</a></p>
        <h1>\(description)</h1>
        <p class="muted">USDA SR21 food \(id) · \(group) · found in the \(storeSection) section</p>
        <div class="food-tables">
        <section class="panel">
          <h2>Per 100 g</h2>
          <table class="data-table">
            <thead><tr><th scope="col">Nutrient</th><th scope="col" class="num">Amount</th><th scope="col" class="num">% Daily Value</th></tr></thead>
            <tbody>
              \(HTML(each: per100g) { "<tr><th scope=\"row\">\($0.name)</th><td class=\"num\">\($0.amount)</td><td class=\"num\">\($0.percent ?? "")</td></tr>\n" })
            </tbody>
          </table>
        </section>
        <section class="panel">
          <h2>Household measures</h2>
          \(measures.isEmpty ? "<p class=\"muted\">USDA lists no household measures for this food; amounts are weighed in grams.</p>" : """
            <div class="table-scroll">
            <table class="data-table">
              <thead><tr><th scope="col">Measure</th><th scope="col" class="num">Grams</th><th scope="col" class="num">kcal</th><th scope="col" class="num">Protein g</th><th scope="col" class="num">Fat g</th><th scope="col" class="num">Carbs g</th></tr></thead>
              <tbody>
                \(HTML(each: measures) { "<tr><th scope=\"row\">\($0.label)</th><td class=\"num\">\($0.grams)</td><td class=\"num\">\($0.kcal)</td><td class=\"num\">\($0.protein)</td><td class=\"num\">\($0.fat)</td><td class=\"num\">\($0.carbs)</td></tr>\n" })
              </tbody>
            </table>
            </div>
            """ as HTML)
        </section>
        </div>
        """
    }
}
