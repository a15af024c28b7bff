import PantrixCore

extension Partials {
    /// The product form's fields (new product, or changing one).
    static func productFields(_ fields: ProductFields) -> HTML {
        func text(_ field: FormField, name: String, label: String, hint: String? = nil, max: Int, extra: HTML = "") -> HTML {
            """
            <div class="\(fieldClass(field))">
              <label for="\(field.id)">\(label)</label>
              <input id="\(field.id)" name="\(name)" type="text" value="\(field.value)" maxlength="\(max)"\(extra)\(invalid(field))>
              \(hint.map { "<p class=\"hint\">\($0)</p>" as HTML })
              \(fieldError(field))
            </div>
            """
        }
        let limits = ProductDetails.limits
        return """
            \(text(fields.name, name: "name", label: "Name", max: limits.name, extra: " required"))
            \(text(fields.brand, name: "brand", label: "Brand (optional)", max: limits.brand))
            \(text(fields.package, name: "package", label: "Package", hint: "The amount in one pack: “500 g”, “1 l”, or “6” for six eggs.", max: limits.package, extra: " required"))
            <div class="\(fieldClass(fields.food))">
              <label for="\(fields.food.id)">The food it is</label>
              <select id="\(fields.food.id)" name="food"\(invalid(fields.food))>
                <option value="">\(fields.foods.isEmpty ? "Name the product, then pick its food" : "Pick a food")</option>
                \(options(fields.foods))
              </select>
              <p class="hint">Cook now, nutrition and cost count it as this USDA food. Not listed? Press “Find foods” after changing the name.</p>
              \(fieldError(fields.food))
            </div>
            """
    }
}
