import FoodKit

/// "For how many?" on the recipe page and in cook mode: shortcut links (1, 2, 4, 6, 8, 12 and the
/// recipe's own) and a field for any whole number up to `RecipePageOptions.maxServings`, sent as
/// a plain GET form so it works without JavaScript.
package struct ServingsPicker: Sendable {
    package let choices: [NavLink]
    /// The page the form reloads, with the units kept as a hidden field.
    package let action: String
    package let units: String?
    package let servings: Int
    package let fieldID: String

    package init(url: SiteURL, original: Int, options: RecipePageOptions, fieldID: String = "servings-count") {
        let units = options.unitsParameter(options.system)
        action = url.path
        self.units = units
        servings = options.servings
        self.fieldID = fieldID
        choices = Self.shortcuts(original: original, current: options.servings).map { count in
            NavLink(label: String(count), href: url.href(["servings": count != original ? String(count) : nil, "units": units]),
                 current: count == options.servings)
        }
    }

    package static func shortcuts(original: Int, current: Int) -> [Int] {
        let candidates = [1, 2, 4, 6, 8, 12, original, original * 2, current]
        return Set(candidates.filter { (1...RecipePageOptions.maxServings).contains($0) }).sorted()
    }
}
