/// /foods
extension FoodsPage: Page {
    package var content: HTML {
        func rows(_ foods: [FoodRow]) -> HTML {
            HTML(each: foods) { "<li><a href=\"\(SiteURL.food(.value($0.id)))\">\($0.description)</a> <span class=\"muted small\">\($0.group) · \($0.kcal) kcal per 100 g</span></li>\n" }
        }
        let list: HTML
        if searched {
            list = results.isEmpty
                ? "<p class=\"empty-state\">No food matches “\(query)”. Try a simpler word, such as “rice” or “cheese”.</p>"
                : "<ul class=\"food-list\">\n\(rows(results))</ul>"
        } else {
            list = "<h2>Common foods</h2>\n<ul class=\"food-list\">\n\(rows(common))</ul>"
        }
        return """
            <h1>Foods</h1>
            <p class="lead">The USDA National Nutrient Database (SR21) foods Pantrix computes nutrition from.</p>
            <form method="get" action="\(SiteURL.foods)" class="search-form" role="search">
              <label for="q" class="visually-hidden">Search foods</label>
              <input id="q" name="q" type="search" value="\(query)" placeholder="e.g. cheddar, brown rice, chickpeas" maxlength="100" autocomplete="off">
              <button type="submit" class="button">Search</button>
            </form>
            \(products.isEmpty ? nil : """
                <h2>Products</h2>
                <ul class="food-list">\(HTML(each: products) { "<li><a href=\"\(SiteURL.product(.value($0.barcode)))\">\($0.name)</a> <span class=\"muted small\">\($0.detail)</span></li>\n" })</ul>
                <h2>Foods</h2>
                """ as HTML)
            \(list)
            <p><a href="\(SiteURL.nutrition)">Analyse a whole recipe →</a></p>
            """
    }
}
